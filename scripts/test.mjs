// `npm test`: the unit, API and browser suites one after the other (npm run test:unit, test:api,
// test:e2e), stopping at the first that fails as `a && b && c` would, with its exit code. At the
// very end it repeats which projects ran and which did not, and why (each vitest run's
// tests/projects-reporter.ts writes its lines to TEST_PROJECTS_RECORD), so a run that left the
// PostgreSQL half out says so where one looks. TEST_REQUIRED_PROJECTS (comma-separated project
// names; .ci/run sets it) fails the run when one of them did not run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SUITES = ['test:unit', 'test:api', 'test:e2e'];

const dir = mkdtempSync(join(tmpdir(), 'npm-test-'));
const record = join(dir, 'projects.jsonl');
const recorded = () =>
  existsSync(record)
    ? readFileSync(record, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : [];
// A line of the summary for a suite that named no project, as the reporter writes its own.
const suiteLine = (suite, label, detail) => ({
  project: suite,
  ran: false,
  text: `  ${label.padEnd(10)}${suite}: ${detail}`,
});

const lines = [];
let failed = null;
for (const suite of SUITES) {
  if (failed) {
    lines.push(suiteLine(suite, 'not run', `${failed.suite} failed first`));
    continue;
  }
  const before = recorded().length;
  const run = spawnSync('npm', ['run', suite], {
    stdio: 'inherit',
    env: { ...process.env, TEST_PROJECTS_RECORD: record },
  });
  const code = run.status ?? 1; // null: ended by a signal
  const named = recorded().slice(before);
  lines.push(...named);
  if (named.length === 0)
    lines.push(suiteLine(suite, 'no report', `ended (exit code ${code}) before vitest named its projects`));
  if (code !== 0) failed = { suite, code };
}
rmSync(dir, { recursive: true, force: true });

console.log('\nnpm test: projects');
for (const line of lines) console.log(line.text);

const required = (process.env.TEST_REQUIRED_PROJECTS ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const missing = required.filter((name) => !lines.some((line) => line.project === name && line.ran));
if (missing.length > 0)
  console.error(`npm test: required project(s) did not run (TEST_REQUIRED_PROJECTS): ${missing.join(', ')}`);

process.exit(failed ? failed.code : missing.length > 0 ? 1 : 0);
