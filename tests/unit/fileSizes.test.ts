// No code file grows past 300 lines: a longer file is a sign it holds more than one responsibility.
// The product, its tests, benchmarks and scripts alike; the message catalogs (texts, not code) and the
// generated migrations are not counted. The lines are the formatted ones: `npm run lint` refuses a file
// Prettier would change, so no file is measured shorter than it will be read.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../../scripts/import-graph.mjs';

const MAX_LINES = 300;
const root = process.cwd();
const isCatalog = (path: string) => path.endsWith('/messages.ts') || path.startsWith('src/i18n/');

/** The scripts' own files (.mjs), which the product's source walk does not list. */
const scriptFiles = () =>
  readdirSync(join(root, 'scripts'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.mjs'))
    .map((name) => join('scripts', name));

const lineCount = (path: string) => readFileSync(join(root, path), 'utf8').split('\n').length - 1;

describe('file sizes', () => {
  const files = sourceFiles(root, ['src', 'server']).filter((path) => !isCatalog(path));

  it(`no code file is over ${MAX_LINES} lines`, () => {
    const over = files.filter((path) => lineCount(path) > MAX_LINES);
    expect(over).toEqual([]);
  });

  const testFiles = [...sourceFiles(root, ['tests', 'bench', 'scripts']), ...scriptFiles()];

  it(`no test, benchmark or script is over ${MAX_LINES} lines`, () => {
    const over = testFiles.filter((path) => lineCount(path) > MAX_LINES);
    expect(over).toEqual([]);
  });
});
