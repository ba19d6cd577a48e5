// @vitest-environment node
// The repository stands alone: no tracked file points at a design document or a shared folder outside
// it, the README stays a short front page whose first lines give the two commands a newcomer needs, and
// every relative link of the README and of docs/ reaches a file (and a heading of it) that exists.
// Each check is a pure function, shown below to fail on a planted violation.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();

// Built from parts, so this file does not trip its own check.
const OUTSIDE_REFERENCES = ['..' + '/shared', 'DESIGN' + ' §'];
const README_MAX_LINES = 250;
const README_HEAD_LINES = 15;
const README_COMMANDS = ['npm install && npm start', 'npm test'];
/** Files that are not text (or not ours to read as text). */
const SKIPPED =
  /\.(png|jpe?g|gif|ico|webp|svg|woff2?|ttf|otf|pdf|gz|zip|tgz|y4m|wasm)$|(^|\/)package-lock\.json$/i;

/** The references to something outside the repository that `text` holds. */
export function outsideReferences(text: string): string[] {
  return OUTSIDE_REFERENCES.filter((needle) => text.includes(needle));
}

/** What is wrong with the README as a front page. */
export function readmeProblems(text: string): string[] {
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  const problems: string[] = [];
  if (lines.length > README_MAX_LINES)
    problems.push(`README.md tiene ${lines.length} líneas (máximo ${README_MAX_LINES})`);
  const head = lines.slice(0, README_HEAD_LINES).join('\n');
  for (const command of README_COMMANDS) {
    if (!head.includes(command))
      problems.push(`las primeras ${README_HEAD_LINES} líneas de README.md no dicen «${command}»`);
  }
  return problems;
}

/** The text without fenced code blocks and inline code, where a bracket is not a link. */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** The targets of the markdown links and images of `markdown` (code left out). */
export function linkTargets(markdown: string): string[] {
  return [...prose(markdown).matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map(
    (m) => m[1],
  );
}

/** A heading's anchor as GitHub writes it. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of the headings of `markdown`, a repeated one numbered as GitHub numbers it. */
export function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  const withoutFences = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const [, text] of withoutFences.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slug(text);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

export interface Files {
  exists: (path: string) => boolean;
  read: (path: string) => string;
}

/**
 * The relative links of the markdown file `from` (its path from the root) that reach nothing: a file
 * that does not exist, or a heading its markdown target does not have. Addresses with a scheme
 * (https:, mailto:) are not the repository's and are left alone.
 */
export function brokenLinks(from: string, markdown: string, files: Files): string[] {
  const broken: string[] = [];
  for (const target of linkTargets(markdown)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
    const [rawPath, anchor] = target.split('#', 2) as [string, string | undefined];
    const path = rawPath === '' ? from : normalize(join(dirname(from), decodeURIComponent(rawPath)));
    if (path.startsWith('..') || !files.exists(path)) {
      broken.push(`${from}: ${target} (no existe ${path})`);
      continue;
    }
    if (anchor && path.endsWith('.md') && !anchors(path === from ? markdown : files.read(path)).has(anchor)) {
      broken.push(`${from}: ${target} (${path} no tiene el título #${anchor})`);
    }
  }
  return broken;
}

// The repository as it is.

const repoFiles: Files = {
  exists: (path) => existsSync(join(root, path)),
  read: (path) => readFileSync(join(root, path), 'utf8'),
};

/** The tracked text files that exist in the working tree. */
function trackedTextFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter((path) => path !== '' && !SKIPPED.test(path) && existsSync(join(root, path)));
}

/** The README and every markdown file under docs/, tracked or not yet. */
function markdownFiles(): string[] {
  const docs = existsSync(join(root, 'docs'))
    ? readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.md'))
        .map((name) => join('docs', name))
    : [];
  return ['README.md', ...docs];
}

describe('the repository stands alone', () => {
  it('no tracked text file points at a design document or a shared folder outside it', () => {
    const files = trackedTextFiles();
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((path) => {
      const text = readFileSync(join(root, path), 'utf8');
      // A binary file that no extension names: not text, nothing to cite.
      if (text.includes('\0')) return [];
      return outsideReferences(text).map((needle) => `${path}: ${needle}`);
    });
    expect(found).toEqual([]);
  });

  it(`README.md is a front page: at most ${README_MAX_LINES} lines, its two commands at the top`, () => {
    expect(readmeProblems(repoFiles.read('README.md'))).toEqual([]);
  });

  it('every relative link of README.md and docs/ reaches a file and a heading that exist', () => {
    const files = markdownFiles();
    expect(files).toContain(join('docs', 'architecture.md'));
    expect(files.flatMap((path) => brokenLinks(path, repoFiles.read(path), repoFiles))).toEqual([]);
  });
});

// Each check fails on a planted violation.

describe('the checks catch what they are for', () => {
  it('a reference outside the repository', () => {
    expect(outsideReferences('hiding a menu entry is not security (' + 'DESIGN' + ' §6)')).toEqual([
      'DESIGN' + ' §',
    ]);
    expect(outsideReferences("import { x } from '../" + "shared/money';")).toEqual(['..' + '/shared']);
    expect(outsideReferences('a design, a § and ../sharing elsewhere: DESIGN§')).toEqual([]);
  });

  it('a README too long, or without its commands at the top', () => {
    const good = ['# Title', '', '```bash', 'npm install && npm start', 'npm test', '```', ''].join('\n');
    expect(readmeProblems(good)).toEqual([]);
    expect(readmeProblems(good + 'line\n'.repeat(README_MAX_LINES))).toEqual([
      `README.md tiene ${README_MAX_LINES + 6} líneas (máximo ${README_MAX_LINES})`,
    ]);
    const late = [
      '# Title',
      ...new Array<string>(20).fill('text'),
      'npm install && npm start',
      'npm test',
    ].join('\n');
    expect(readmeProblems(late)).toHaveLength(2);
    expect(readmeProblems('# Title\nnpm install && npm start\n')).toEqual([
      `las primeras ${README_HEAD_LINES} líneas de README.md no dicen «npm test»`,
    ]);
  });

  it('the links and anchors of a markdown text', () => {
    const text = [
      '# Title',
      'See [ops](docs/operations.md#configuration), ![a picture](docs/p.png "caption"), [web](https://example.org/x.md).',
      '`[not a link](code.md)`',
      '```md',
      '[nor this](fenced.md)',
      '```',
    ].join('\n');
    expect(linkTargets(text)).toEqual([
      'docs/operations.md#configuration',
      'docs/p.png',
      'https://example.org/x.md',
    ]);
    expect(slug('Glossary (code ↔ wire)')).toBe('glossary-code--wire');
    expect(slug("The old client's calls")).toBe('the-old-clients-calls');
    expect(slug('Decisions where the specification is silent or the old system was wrong')).toBe(
      'decisions-where-the-specification-is-silent-or-the-old-system-was-wrong',
    );
    expect([...anchors('# A\n## Events\n```\n# not a heading\n```\n## Events\n')]).toEqual([
      'a',
      'events',
      'events-1',
    ]);
  });

  it('a link to a missing file, to a missing heading, or out of the repository', () => {
    const tree: Record<string, string> = {
      'README.md': '',
      'docs/operations.md': '# Operations\n## Configuration\n',
      'docs/p.png': '',
    };
    const files: Files = { exists: (path) => path in tree, read: (path) => tree[path] };
    const ok =
      '[a](docs/operations.md#configuration) [b](docs/p.png) [c](#title) [d](https://example.org/none.md)\n# Title';
    expect(brokenLinks('README.md', ok, files)).toEqual([]);
    expect(brokenLinks('docs/features.md', '[ops](operations.md) [up](../README.md)', files)).toEqual([]);
    expect(brokenLinks('README.md', '[gone](docs/testing.md)', files)).toEqual([
      'README.md: docs/testing.md (no existe docs/testing.md)',
    ]);
    expect(brokenLinks('README.md', '[no heading](docs/operations.md#deployment)', files)).toEqual([
      'README.md: docs/operations.md#deployment (docs/operations.md no tiene el título #deployment)',
    ]);
    expect(brokenLinks('docs/api.md', '[out](../../elsewhere/DESIGN.md)', files)).toHaveLength(1);
  });
});
