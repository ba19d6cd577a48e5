import { describe, expect, it } from 'vitest';
import { clockTime, intlLocale } from '../../src/kit/format';

describe('screen formats', () => {
  it('writes Spanish as the school does and English as in the United States', () => {
    expect(intlLocale('es')).toBe('es-CO');
    expect(intlLocale('en')).toBe('en-US');
  });

  it('writes a clock time on 24 hours in both languages, from a Date or ISO text', () => {
    const afternoon = new Date(2026, 10, 24, 14, 5);
    const morning = new Date(2026, 10, 24, 6, 42);
    expect(clockTime(afternoon)).toBe('14:05');
    expect(clockTime(afternoon, 'en')).toBe('14:05');
    expect(clockTime(morning.toISOString())).toBe('06:42');
    expect(clockTime(new Date(2026, 10, 24, 0, 0), 'es')).toBe('00:00');
  });
});
