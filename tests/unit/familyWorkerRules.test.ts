// The portal's service worker (issue 55): what it answers (its page and built files, never the
// API), what a push shows and where a tap on it leads (only the portal, on its own origin).
import { describe, expect, it } from 'vitest';
import {
  isPortalNavigation,
  isShellFile,
  noticeTarget,
  pushedNotice,
} from '../../src/family/push/workerRules';

const ORIGIN = 'https://colegio.edu.co';
const at = (path: string) => new URL(path, ORIGIN);

describe("the portal's service worker", () => {
  it('answers the portal’s page loads and its built files, never the API nor the back office', () => {
    expect(isPortalNavigation(at('/familia/'), 'navigate', ORIGIN)).toBe(true);
    expect(isPortalNavigation(at('/familia'), 'navigate', ORIGIN)).toBe(true);
    expect(isPortalNavigation(at('/familia/?x=1#/avisos'), 'navigate', ORIGIN)).toBe(true);
    expect(isPortalNavigation(at('/'), 'navigate', ORIGIN)).toBe(false);
    expect(isPortalNavigation(at('/familiar/'), 'navigate', ORIGIN)).toBe(false);
    expect(isPortalNavigation(at('/familia/'), 'cors', ORIGIN)).toBe(false);
    expect(isPortalNavigation(new URL('https://otro.com/familia/'), 'navigate', ORIGIN)).toBe(false);
    const shell = new Set([
      '/assets/familia-abc.js',
      '/familia/manifest.webmanifest',
      '/api/family/children',
    ]);
    expect(isShellFile(at('/assets/familia-abc.js'), 'GET', ORIGIN, shell)).toBe(true);
    expect(isShellFile(at('/assets/familia-abc.js'), 'POST', ORIGIN, shell)).toBe(false);
    expect(isShellFile(at('/assets/main-xyz.js'), 'GET', ORIGIN, shell)).toBe(false);
    expect(isShellFile(at('/api/family/children'), 'GET', ORIGIN, shell)).toBe(false);
  });

  it('shows the pushed title and text; anything else as the portal’s', () => {
    expect(pushedNotice('{"title":"Saldo bajo","body":"El saldo…","url":"/familia/#/avisos"}')).toEqual({
      title: 'Saldo bajo',
      body: 'El saldo…',
      url: '/familia/#/avisos',
    });
    expect(pushedNotice('hola')).toEqual({ title: 'Portal de familias', body: 'hola', url: '/familia/' });
    expect(pushedNotice(null)).toEqual({ title: 'Portal de familias', body: '', url: '/familia/' });
  });

  it('a tap opens the portal on its own origin, never elsewhere', () => {
    expect(noticeTarget('/familia/#/avisos', ORIGIN)).toBe(`${ORIGIN}/familia/#/avisos`);
    expect(noticeTarget('https://malo.example/familia/', ORIGIN)).toBe(`${ORIGIN}/familia/`);
    expect(noticeTarget('/#/dashboard', ORIGIN)).toBe(`${ORIGIN}/familia/`);
    expect(noticeTarget(42, ORIGIN)).toBe(`${ORIGIN}/familia/`);
  });
});
