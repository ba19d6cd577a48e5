// Each message the product says is written once: no two exported constants of src/domain or server/
// hold the same text, and the domain re-exports no message under another module's name (one
// import path per message: from where it is defined).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../../scripts/import-graph.mjs';

const root = process.cwd();
const files = sourceFiles(root, ['src/domain', 'server']);
const TEXT_CONSTANT = /^export const ([A-Z][A-Z0-9_]*) = '((?:[^'\\]|\\.)*)';$/gm;

describe('messages are defined once', () => {
  const definitions = files.flatMap((file) =>
    [...readFileSync(join(root, file), 'utf8').matchAll(TEXT_CONSTANT)].map(([, name, text]) => ({
      file,
      name,
      text,
    })),
  );

  it('reads the messages', () => {
    expect(definitions.find((d) => d.name === 'NO_USER')).toMatchObject({
      file: 'src/domain/credentials.ts',
    });
  });

  it('no two constants hold the same text', () => {
    const byText = new Map<string, string[]>();
    for (const { file, name, text } of definitions) {
      // One-word texts may repeat: most are codes ('cafeteria', 'CRN'), not sentences.
      if (!text.includes(' ')) continue;
      byText.set(text, [...(byText.get(text) ?? []), `${file}:${name}`]);
    }
    expect([...byText.entries()].filter(([, where]) => where.length > 1)).toEqual([]);
  });

  it('the domain re-exports no message of another module', () => {
    const messageNames = new Set(definitions.map((d) => d.name));
    const reexported = files
      .filter((file) => file.startsWith('src/domain/'))
      .flatMap((file) =>
        [...readFileSync(join(root, file), 'utf8').matchAll(/^export \{([^}]*)\}/gm)].flatMap(([, names]) =>
          names
            .split(',')
            .map((n) => n.trim())
            .filter((n) => messageNames.has(n))
            .map((n) => `${file}: ${n}`),
        ),
      );
    expect(reexported).toEqual([]);
  });
});
