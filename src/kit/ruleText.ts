/**
 * The domain's rules (the cart, the order edit) answer in the spec's Spanish, which the server
 * shares. The screens show such an answer in the reader's language: the catalog's key whose
 * Spanish is that text (`orders.rules`), with the part that varies (a product's name) passed on.
 */
import { useTranslate } from 'react-admin';
import { RULE_TEXTS } from './ruleMessages';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each rule's key and a pattern of its Spanish text, its `%{name}`s as named groups. */
const PATTERNS = Object.entries(RULE_TEXTS).map(([key, text]) => ({
  key: `orders.rules.${key}`,
  pattern: new RegExp(
    `^${text
      .split(/%\{(\w+)\}/)
      .map((part, i) => (i % 2 ? `(?<${part}>.+)` : escape(part)))
      .join('')}$`,
  ),
}));

/** The catalog key and values of a rule's answer, or null for a text no rule gives. */
export function ruleKey(text: string): { key: string; values: Record<string, string> } | null {
  for (const { key, pattern } of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return { key, values: { ...match.groups } };
  }
  return null;
}

/** A rule's answer in the reader's language; any other text (the server's, already translated) as it is. */
export function useRuleText() {
  const translate = useTranslate();
  return (text: string) => {
    const rule = ruleKey(text);
    return rule ? translate(rule.key, rule.values) : text;
  };
}
