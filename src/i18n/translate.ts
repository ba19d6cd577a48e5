/**
 * A catalog's texts without react-admin, for the pages that load before (or without) it: the
 * families' portal and the back office's sign-in. Polyglot's rules the texts use: `%{name}`
 * filled from `vars`, `smart_count` choosing between 'one |||| many', and `_` as the text of a
 * key the catalog lacks (otherwise the key itself).
 */
import type { MessageTree } from './catalog';

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

export function translatorOf(tree: MessageTree): Translate {
  return (key, vars = {}) => {
    const found = key
      .split('.')
      .reduce<string | MessageTree | undefined>(
        (node, part) => (typeof node === 'object' ? node[part] : undefined),
        tree,
      );
    if (typeof found !== 'string') return vars._ === undefined ? key : String(vars._);
    const forms = found.split(' |||| ');
    const text =
      forms.length > 1 && typeof vars.smart_count === 'number'
        ? forms[vars.smart_count === 1 ? 0 : 1]
        : forms[0];
    return text.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
  };
}
