#!/usr/bin/env node
// Runs the README's `pnpm test` once, timed, and prints per package the test files, tests, skips
// and wall time, then the slowest files: what docs/testing.md records. Pass `--postgres` to run
// the API suite on TEST_DATABASE_URL's server instead (as .ci/run does after `pnpm test`).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const packages = {
  '@roomsetu/shared': 'packages/shared',
  '@roomsetu/web': 'apps/web',
  '@roomsetu/api': 'apps/api',
};
const REPORT = '.vitest-times.json';
const postgres = process.argv.includes('--postgres');
const slowest = Number(process.env.SLOWEST ?? 20);

const command = postgres
  ? [
      'pnpm',
      [
        '--filter',
        '@roomsetu/api',
        'test',
        '--',
        '--reporter=default',
        '--reporter=json',
        `--outputFile=${REPORT}`,
      ],
    ]
  : ['pnpm', ['test', '--', '--reporter=default', '--reporter=json', `--outputFile=${REPORT}`]];
if (postgres) process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';

for (const dir of Object.values(packages)) rmSync(path.join(root, dir, REPORT), { force: true });

const started = performance.now();
const code = await new Promise((resolve) => {
  const child = spawn(command[0], command[1], { cwd: root, stdio: 'inherit' });
  child.on('exit', (status) => resolve(status ?? 1));
});
const wall = (performance.now() - started) / 1000;

const seconds = (s) => `${s.toFixed(1)} s`;
const rows = [];
const files = [];
const failures = [];
for (const [name, dir] of Object.entries(packages)) {
  const file = path.join(root, dir, REPORT);
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  rmSync(file, { force: true });
  const ends = report.testResults.map((r) => r.endTime);
  rows.push({
    name,
    files: report.testResults.length,
    tests: report.numTotalTests,
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    wall: (Math.max(...ends) - report.startTime) / 1000,
  });
  for (const r of report.testResults) {
    for (const t of r.assertionResults ?? [])
      if (t.status === 'failed')
        failures.push(
          `${path.join(dir, path.relative(path.join(root, dir), r.name))} > ${t.fullName}`,
        );
    files.push({
      name: path.join(dir, path.relative(path.join(root, dir), r.name)),
      s: (r.endTime - r.startTime) / 1000,
    });
  }
}

console.log(
  `\n${postgres ? 'API suite on PostgreSQL' : 'pnpm test'}: ${seconds(wall)} in all (exit ${code})`,
);
console.log('package            files  tests  passed  failed  skipped  wall');
for (const r of rows)
  console.log(
    `${r.name.padEnd(18)} ${String(r.files).padStart(5)}  ${String(r.tests).padStart(5)}  ${String(r.passed).padStart(6)}  ${String(r.failed).padStart(6)}  ${String(r.skipped).padStart(7)}  ${seconds(r.wall)}`,
  );
console.log(`\nslowest ${slowest} files (time from the file's start to its end, in its worker)`);
for (const f of files.sort((a, b) => b.s - a.s).slice(0, slowest))
  console.log(`${seconds(f.s).padStart(8)}  ${f.name}`);
if (failures.length) console.log(`\nfailed\n${failures.map((f) => `  ${f}`).join('\n')}`);
process.exit(code);
