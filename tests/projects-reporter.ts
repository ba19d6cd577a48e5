/**
 * Says at the end of a vitest run which projects ran and which did not, and why. The PostgreSQL
 * half of the API suite exists only when TEST_DATABASE_URL is set (vitest.config.ts): a run
 * without it says so, and how to run it when a PostgreSQL answers here, instead of passing quietly.
 *
 * With TEST_PROJECTS_RECORD set (scripts/test.mjs, `npm test`), each line is also appended to that
 * file, one JSON object a line, so the whole `npm test` can repeat them all at its end.
 */
import { appendFileSync } from 'node:fs';
import { Socket } from 'node:net';
import type { Reporter, TestModule, Vitest } from 'vitest/node';

/** One project's verdict; `text` is the line printed for it. */
export interface ProjectLine {
  project: string;
  ran: boolean;
  text: string;
}

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';

/** Whether something accepts connections on 127.0.0.1:5432, within a short wait. */
function postgresAnswersHere(): Promise<boolean> {
  return new Promise((done) => {
    const socket = new Socket();
    const end = (answers: boolean) => {
      socket.destroy();
      done(answers);
    };
    socket.setTimeout(500, () => end(false));
    socket.once('error', () => end(false));
    socket.connect(5432, '127.0.0.1', () => end(true));
  });
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The printed line: a label column (ran, skipped, no files), the project, the detail. */
const line = (project: string, ran: boolean, label: string, detail: string): ProjectLine => ({
  project,
  ran,
  text: `  ${label.padEnd(10)}${project}: ${detail}`,
});

function ranLine(project: string, modules: TestModule[]): ProjectLine {
  if (modules.length === 0) return line(project, false, 'no files', "none of this run's files is in it");
  const counts = { passed: 0, failed: 0, skipped: 0 };
  let tests = 0;
  for (const module of modules)
    for (const test of module.children.allTests()) {
      tests++;
      const state = test.result().state;
      if (state === 'passed' || state === 'failed' || state === 'skipped') counts[state]++;
    }
  const parts = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([state, n]) => `${n} ${state}`);
  const detail = `${plural(modules.length, 'file')}, ${plural(tests, 'test')}${parts.length > 0 ? ` (${parts.join(', ')})` : ''}`;
  return line(project, true, 'ran', detail);
}

export default class ProjectsReporter implements Reporter {
  private vitest!: Vitest;

  onInit(vitest: Vitest) {
    this.vitest = vitest;
  }

  async onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const names = this.vitest.projects.map((p) => p.name);
    const lines = names.map((name) =>
      ranLine(
        name,
        testModules.filter((m) => m.project.name === name),
      ),
    );

    // Each api:pglite… project has an api:postgres… twin, defined only when TEST_DATABASE_URL is set.
    const missing = names
      .filter((name) => name.startsWith('api:pglite'))
      .map((name) => name.replace('api:pglite', 'api:postgres'))
      .filter((twin) => !names.includes(twin) && this.vitest.matchesProjectFilter(twin));
    if (missing.length > 0 && !process.env.TEST_DATABASE_URL) {
      const how = (await postgresAnswersHere())
        ? `; a PostgreSQL answers at 127.0.0.1:5432: run it with TEST_DATABASE_URL=${LOCAL_POSTGRES}`
        : '; set it to a PostgreSQL server to run it (docs/testing.md)';
      for (const project of missing)
        lines.push(line(project, false, 'skipped', `TEST_DATABASE_URL is not set${how}`));
    }

    this.vitest.logger.log(['', 'Projects', ...lines.map((entry) => entry.text)].join('\n'));
    const record = process.env.TEST_PROJECTS_RECORD;
    if (record) appendFileSync(record, lines.map((entry) => `${JSON.stringify(entry)}\n`).join(''));
  }
}
