#!/usr/bin/env node
/**
 * The whole test suite, as a new user and CI run it (`npm test`):
 *   1. typecheck every workspace, 2. lint (ESLint: module boundaries and import cycles too),
 *   3. unit + API tests on real PostgreSQL (vitest), 4. build the web app, 5. browser tests in Debian's Chromium
 *   (Playwright).
 * Uses TEST_DATABASE_URL when set, else the embedded PostgreSQL. Ends with one line "N passed, N failed".
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'test-results');
fs.mkdirSync(out, { recursive: true });
const only = process.argv[2]; // optional: unit | e2e

function run(label, cmd, args) {
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  return r.status === 0;
}

let passed = 0;
let failed = 0;
let ok = true;

if (!only) ok = run('typecheck', 'npm', ['run', '--silent', 'typecheck']) && ok;
if (!only) ok = run('lint', 'npm', ['run', '--silent', 'lint']) && ok;
if (!only || only === 'unit') {
  const report = path.join(out, 'vitest.json');
  fs.rmSync(report, { force: true });
  ok = run('unit and API tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]) && ok;
  if (fs.existsSync(report)) {
    const r = JSON.parse(fs.readFileSync(report, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
  } else failed += 1;
}
if (!only || only === 'e2e') {
  ok = run('web build', 'npm', ['run', '--silent', 'build']) && ok;
  const report = path.join(out, 'playwright.json');
  fs.rmSync(report, { force: true });
  ok = run('browser tests', 'npx', ['playwright', 'test']) && ok;
  if (fs.existsSync(report)) {
    const r = JSON.parse(fs.readFileSync(report, 'utf8'));
    passed += r.stats.expected + (r.stats.flaky ?? 0);
    failed += r.stats.unexpected;
  } else failed += 1;
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 && passed > 0 ? 0 : 1);
