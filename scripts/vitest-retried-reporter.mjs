/**
 * A vitest reporter that writes the tests which passed only after a retry (vitest's `retry` option) to a JSON
 * file, `[{ title, file, retries }]`, so scripts/test.mjs can name them and not count them as passed. vitest's
 * own JSON report counts such a test as passed and does not say it was retried.
 * Output: $VITEST_RETRIED_FILE, else test-results/vitest-retried.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export default class RetriedTestsReporter {
  retried = [];

  onTestCaseResult(testCase) {
    const diagnostic = testCase.diagnostic();
    if (testCase.result().state !== 'passed' || !diagnostic || diagnostic.retryCount === 0) return;
    this.retried.push({ title: testCase.fullName, file: path.relative(root, testCase.module.moduleId), retries: diagnostic.retryCount });
  }

  onTestRunEnd() {
    const out = process.env.VITEST_RETRIED_FILE ?? path.join(root, 'test-results', 'vitest-retried.json');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, JSON.stringify(this.retried, null, 2));
  }
}
