import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import floors from './scripts/eslint-floors.mjs';

/** Props that carry text a person reads or hears. */
const TEXT_PROPS = [
  'label',
  'title',
  'placeholder',
  'helperText',
  'aria-label',
  'alt',
  'emptyText',
  'tooltip',
  'content',
  'confirm',
  'cancel',
  'primaryText',
  'primary',
  'secondary',
  'message',
  'defaultTitle',
  'noOptionsText',
  'loadingText',
  'text',
];

/** The machine's time read directly: only server/clock.ts may (it says so where it does). */
export const CLOCK_RULES = [
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message: 'Read business time from the server clock (clock.now(), server/clock.ts), not new Date().',
  },
  {
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message: 'Read business time from the server clock (clock.nowMs(), server/clock.ts), not Date.now().',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'node_modules', 'data', '.tmp', 'server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['scripts/**/*.mjs'], languageOptions: { globals: globals.node } },
  {
    // Business time has one source, the server's clock (server/clock.ts), so tests can pin it.
    files: [
      'server/modules/**/*.ts',
      'server/money/**/*.ts',
      'server/stock/**/*.ts',
      'server/sale/**/*.ts',
      'server/http/**/*.ts',
      'server/plugins/**/*.ts',
      'server/demo/**/*.ts',
      'server/time.ts',
      'server/clock.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', ...CLOCK_RULES] },
  },
  {
    // Tests read the clock their app was built with (t.clock, tests/clock.ts), pinned per project.
    files: ['tests/api/**/*.ts', 'tests/e2e/**/*.ts'],
    // The data folder's lock is about this machine's processes and files, not the school's time.
    ignores: ['tests/api/data-dir-lock-module.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...CLOCK_RULES] },
  },
  {
    // Floors depend one way and a module reaches another only through its index.ts.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { floors },
    rules: { 'floors/imports': 'error' },
  },
  {
    // Every text a person reads comes from the message catalogs (src/i18n, src/areas/<area>/messages.ts).
    files: ['src/**/*.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: TEXT_PROPS },
          'should-validate-template': true,
          // Symbols and codes, and catalog keys ('app.generic.save', 'resources.admin/users.name').
          words: {
            exclude: [
              '[0-9!-/:-@[-`{-~]+',
              '[A-Z_-]+',
              '^[—–…·]+$',
              '^[a-z][A-Za-z0-9_]*(\\.[A-Za-z0-9_/-]+)+$',
            ],
          },
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.name='notify'] > :matches(Literal, TemplateLiteral).arguments:first-child",
          message: 'Notifications take a catalog key or a translated text, not a literal.',
        },
        {
          // A route's or a view's title or label written as text instead of a catalog key.
          selector: 'Property[key.name=/^(title|label)$/] > Literal[value=/^[^.]*[A-Za-z][^.]*$/]',
          message: 'Titles and labels are catalog keys, not texts.',
        },
      ],
    },
  },
);
