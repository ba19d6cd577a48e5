// @vitest-environment node
// The server has one clock (server/clock.ts): the lint rule refuses a business file that reads the
// machine's time itself, and the suite's projects run each date-dependent file at both pinned instants.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { DATED_API_FILES, DATED_E2E_FILES } from '../dated-files';
import { PINNED_INSTANTS } from '../clock';
import { localDate, localTime } from '../../server/time';
import { weekdayOf } from '../../src/domain/transportToday';
import config from '../../vitest.config';

const eslint = new ESLint({ cwd: process.cwd() });

/** The clock rule's messages for `code` as if it were the file at `filePath`. */
async function clockFindings(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const ROUTE = `export function todayRoute() {
  const now = NOW;
  return now;
}
`;

describe('the clock lint rule', () => {
  it('fails a route that reads new Date() or Date.now()', async () => {
    const planted = 'server/modules/transport/busRoutes/routes/planted.ts';
    expect(await clockFindings(ROUTE.replace('NOW', 'new Date()'), planted)).toEqual([
      expect.stringContaining('clock.now()'),
    ]);
    expect(await clockFindings(ROUTE.replace('NOW', 'Date.now()'), planted)).toEqual([
      expect.stringContaining('clock.nowMs()'),
    ]);
    expect(await clockFindings(ROUTE.replace('NOW', 'new Date()'), 'server/money/planted.ts')).toHaveLength(
      1,
    );
    expect(await clockFindings(ROUTE.replace('NOW', 'new Date()'), 'tests/api/planted.test.ts')).toHaveLength(
      1,
    );
  });

  it('lets a route read the clock it was given, and build a date from a value', async () => {
    const planted = 'server/modules/transport/busRoutes/routes/planted.ts';
    expect(
      await clockFindings(ROUTE.replace('NOW', "new Date('2026-03-10T10:00:00-05:00')"), planted),
    ).toEqual([]);
    expect(
      await clockFindings('export const at = (clock: { now(): Date }) => clock.now();\n', planted),
    ).toEqual([]);
  });
});

interface Project {
  test: { name: string; include: string[]; env?: Record<string, string> };
}
const projects = (config as { test: { projects: Project[] } }).test.projects;
const named = (name: string) => projects.find((p) => p.test.name === name)!.test;

describe('the pinned runs', () => {
  it('pin a Tuesday 10:00 and a Saturday 23:30 in Bogotá, mid-month', () => {
    const weekday = new Date(PINNED_INSTANTS.weekday);
    const saturday = new Date(PINNED_INSTANTS['saturday-night']);
    expect([weekdayOf(localDate(weekday, 'America/Bogota')), localTime(weekday, 'America/Bogota')]).toEqual([
      2,
      '10:00',
    ]);
    expect([
      new Date(`${localDate(saturday, 'America/Bogota')}T12:00:00Z`).getUTCDay(),
      localTime(saturday, 'America/Bogota'),
    ]).toEqual([6, '23:30']);
    for (const instant of [weekday, saturday])
      expect(Number(localDate(instant, 'America/Bogota').slice(8))).toBeGreaterThan(3);
  });

  it('run every date-dependent API file on PGlite at both instants, and the browser files too', () => {
    expect(named('api:pglite')).toMatchObject({
      include: ['tests/api/**/*.test.ts'],
      env: { TEST_CLOCK: 'weekday' },
    });
    expect(named('api:pglite:saturday-night')).toMatchObject({
      include: DATED_API_FILES,
      env: { TEST_CLOCK: 'saturday-night' },
    });
    expect(named('e2e')).toMatchObject({
      include: ['tests/e2e/**/*.spec.ts'],
      env: { TEST_CLOCK: 'weekday' },
    });
    expect(named('e2e:saturday-night')).toMatchObject({
      include: DATED_E2E_FILES,
      env: { TEST_CLOCK: 'saturday-night' },
    });
    expect(DATED_API_FILES.length).toBeGreaterThanOrEqual(10);
  });
});
