#!/usr/bin/env node
/**
 * The whole test suite, as a new user and CI run it (`npm test`):
 *   1. typecheck every workspace, 2. lint (ESLint, module boundaries included), 3. unit + API tests on real
 *   PostgreSQL (vitest), 4. build the web app, 5. browser tests in Debian's Chromium (Playwright).
 * Uses TEST_DATABASE_URL when set, else the embedded PostgreSQL. A type error or a lint violation fails the run.
 *
 * Retried tests: Playwright retries a failed test in CI (playwright.config.ts) and a vitest test may set `retry`.
 * A test that failed and then passed on a retry ("flaky") is NOT a pass: it is listed by name and file under
 * "retried (flaky)" and left out of the passed count. It does not fail the run by itself: an intermittent failure
 * on a loaded 2-core CI machine should be seen and fixed, not block every unrelated change; Playwright keeps the
 * first attempt's trace for the fix. A test that fails on every try fails the run.
 *
 * Ends with one line: "N passed, N failed" (followed by ", N skipped" when tests were skipped).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'test-results');
fs.mkdirSync(out, { recursive: true });
const only = process.argv[2]; // optional: unit | e2e

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

let passed = 0;
let failed = 0;
let skipped = 0;
/** Tests that failed and then passed on a retry: `{ title, file, retries }`. */
const retried = [];
/** Tests that failed on every try: `{ title, file, message }`, named again at the end so the last lines say which. */
const failures = [];
let ok = true;

if (!only) {
  ok = run('typecheck', 'npm', ['run', '--silent', 'typecheck']) && ok;
  ok = run('lint', 'npm', ['run', '--silent', 'lint']) && ok;
}
if (!only || only === 'unit') {
  const report = path.join(out, 'vitest.json');
  const retriedFile = path.join(out, 'vitest-retried.json');
  fs.rmSync(report, { force: true });
  fs.rmSync(retriedFile, { force: true });
  ok =
    run(
      'unit and API tests',
      'npx',
      ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, '--reporter=./scripts/vitest-retried-reporter.mjs'],
      { VITEST_RETRIED_FILE: retriedFile },
    ) && ok;
  if (fs.existsSync(report)) {
    const r = JSON.parse(fs.readFileSync(report, 'utf8'));
    // vitest counts a test that passed on a retry as passed; take those out of the passed count.
    const again = fs.existsSync(retriedFile) ? JSON.parse(fs.readFileSync(retriedFile, 'utf8')) : [];
    retried.push(...again);
    passed += r.numPassedTests - again.length;
    failed += r.numFailedTests;
    for (const file of r.testResults ?? []) {
      // A file that failed to load or whose hook failed holds no failed test; name the file.
      if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) {
        failures.push({ title: '(the file itself)', file: path.relative(root, file.name), message: firstLine(file.message) });
      }
      for (const t of file.assertionResults ?? []) {
        if (t.status !== 'failed') continue;
        failures.push({ title: t.fullName ?? t.title, file: path.relative(root, file.name), message: firstLine(t.failureMessages?.[0]) });
      }
    }
    skipped += r.numPendingTests + r.numTodoTests;
  } else failed += 1;
}
if (!only || only === 'e2e') {
  ok = run('web build', 'npm', ['run', '--silent', 'build']) && ok;
  const report = path.join(out, 'playwright.json');
  fs.rmSync(report, { force: true });
  ok = run('browser tests', 'npx', ['playwright', 'test']) && ok;
  if (fs.existsSync(report)) {
    const r = JSON.parse(fs.readFileSync(report, 'utf8'));
    const again = playwrightFlaky(r);
    retried.push(...again);
    failures.push(...playwrightFailed(r));
    passed += r.stats.expected;
    failed += r.stats.unexpected;
    skipped += r.stats.skipped ?? 0;
  } else failed += 1;
}

/** Playwright's JSON report: suites (files, describe blocks) hold specs, a spec holds one test per project; a
 * test's status is "flaky" when it failed and then passed on a retry, "unexpected" when it failed on every try.
 * Answers `{ title, file, test }` for each test of that status. */
function playwrightTests(report, status) {
  const found = [];
  const walk = (suite, titles) => {
    const path_ = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === status) found.push({ title: [...path_, spec.title].join(' › '), file: `e2e/${spec.file}:${spec.line}`, test });
      }
    }
    for (const child of suite.suites ?? []) walk(child, path_);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return found;
}

function playwrightFlaky(report) {
  return playwrightTests(report, 'flaky').map(({ title, file, test }) => ({ title, file, retries: (test.results?.length ?? 1) - 1 }));
}

function playwrightFailed(report) {
  return playwrightTests(report, 'unexpected').map(({ title, file, test }) => ({ title, file, message: firstLine(test.results?.at(-1)?.error?.message) }));
}

/** The first non-empty line of an error message, without terminal colours, cut to 300 characters. */
function firstLine(message) {
  // eslint-disable-next-line no-control-regex -- terminal colour codes start with ESC
  const text = String(message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  return (text.split('\n').find((l) => l.trim()) ?? '').trim().slice(0, 300);
}

if (failures.length) {
  console.log(`\n=== failed: ${failures.length} test(s)`);
  for (const t of failures) console.log(`  ✗ ${t.title}\n      ${t.file}${t.message ? `\n      ${t.message}` : ''}`);
}

if (retried.length) {
  console.log(`\n=== retried (flaky): ${retried.length} test(s) failed, then passed on a retry; not counted as passed`);
  for (const t of retried) console.log(`  ✗ ${t.title}\n      ${t.file} (passed after ${t.retries} ${t.retries === 1 ? 'retry' : 'retries'})`);
}

console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(ok && failed === 0 && passed > 0 ? 0 : 1);
