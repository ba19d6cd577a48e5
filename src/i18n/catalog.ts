/**
 * A message catalog: one plain tree of texts per language. Spanish is the reference (the
 * spec's texts verbatim); English must name every key Spanish names, which `defineMessages`
 * checks at compile time for hand-written pairs and tests/unit/i18n.test.ts checks for the
 * merged catalogs at run time.
 */
import { deepMerge } from './merge';

export interface MessageTree {
  [key: string]: string | MessageTree;
}

/** The shape of a tree with every text widened to `string`: what the other language must fill. */
export type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

export interface Catalog {
  es: MessageTree;
  en: MessageTree;
}

/**
 * An area's (or the shell's, or the UI kit's) texts: Spanish, English with exactly Spanish's keys, and the
 * English of the domain's texts the area shows (src/i18n/domain-messages.ts), whose Spanish
 * the domain already holds.
 */
export const defineMessages = <const T extends MessageTree>(
  es: T,
  en: SameKeys<T>,
  domainEnglish: MessageTree = {},
): Catalog => ({
  es,
  en: deepMerge(en as MessageTree, domainEnglish),
});
