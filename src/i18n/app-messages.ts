/**
 * Application texts (the `app` namespace), one plain nested object per locale.
 *
 * Rules:
 * - `es` and `en` must always have exactly the same keys (checked by tests/unit/i18n.test.ts).
 * - Use polyglot placeholders (`%{name}`) and `||||` plural forms like react-admin does.
 * - Spanish is the reference language of the application (Latin American, Colombia).
 */
export const appMessages = {
  es: {
    app: {
      language: {
        es: 'Español',
        en: 'English',
      },
    },
  },
  en: {
    app: {
      language: {
        es: 'Spanish',
        en: 'English',
      },
    },
  },
};
