import { describe, expect, it } from 'vitest';
import { translatorOf } from '../../src/i18n/translate';

const t = translatorOf({
  app: {
    hello: 'Hola, %{name}',
    items: '%{smart_count} producto |||| %{smart_count} productos',
    left: 'Quedan %{left} de %{total}',
  },
});

describe('translatorOf (the catalogs read without react-admin)', () => {
  it('fills the named values and leaves unknown ones as written', () => {
    expect(t('app.hello', { name: 'Luz' })).toBe('Hola, Luz');
    expect(t('app.left', { left: 2 })).toBe('Quedan 2 de %{total}');
  });

  it('chooses the plural form by smart_count', () => {
    expect(t('app.items', { smart_count: 1 })).toBe('1 producto');
    expect(t('app.items', { smart_count: 0 })).toBe('0 productos');
    expect(t('app.items', { smart_count: 3 })).toBe('3 productos');
  });

  it('answers a missing key with `_` when given, else with the key', () => {
    expect(t('app.login.fields.email', { _: 'Correo electrónico' })).toBe('Correo electrónico');
    expect(t('app.login.fields.email')).toBe('app.login.fields.email');
    // A branch of the tree is not a text.
    expect(t('app')).toBe('app');
  });
});
