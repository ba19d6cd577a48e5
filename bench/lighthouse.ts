/**
 * Lighthouse on the two sign-in pages (issue 52, item 2): the families' portal on a phone (mobile,
 * Lighthouse's default throttling) and the back office's login on a desk computer (desktop), each
 * run three times against the real server serving the build, the median printed with its
 * accessibility and best-practices scores and the goals (performance ≥ 90, LCP ≤ 2.5 s, TBT ≤ 200
 * ms). Lighthouse 12 (13 wants Node 22) and Debian's Chromium. Run after `npm run build`:
 * `npm run bench:lighthouse` (`--runs 5` for more).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { buildApp } from '../server/app';
import { systemClock } from '../server/clock';
import { loadConfig } from '../server/config';
import { openPglite } from '../server/db/client';
import { seedDemo } from '../server/demo/seed';
import { arg } from './support';

const RUNS = arg('runs', 3);
if (!existsSync(join('dist', 'index.html')) || !existsSync(join('dist', 'familia', 'index.html'))) {
  console.error('No hay dist/: ejecute primero npm run build');
  process.exit(1);
}

const dir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
const database = await openPglite(join(dir, 'data'));
await seedDemo(database.db, { clock: systemClock });
const app = await buildApp(database, { ...loadConfig({}), webRoot: 'dist' });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const PAGES = [
  { name: 'portal: ingreso (móvil)', url: `${base}/familia/`, config: undefined },
  { name: 'back office: login (escritorio)', url: `${base}/#/login`, config: desktopConfig },
];

/** The audits of a category that did not pass, by title: what keeps a score under 100. */
const failing = new Map<string, Set<string>>();

/** What a failing audit's table names (the Issues panel's issue types), in brackets. */
function issuesOf(details: unknown): string {
  const items = (details as { items?: { issueType?: string }[] } | undefined)?.items ?? [];
  const types = items.map((item) => item.issueType).filter(Boolean);
  return types.length ? ` [${types.join(', ')}]` : '';
}

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcp: number;
  tbt: number;
  fcp: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
console.log(`Lighthouse 12, ${RUNS} corridas por página, mediana (servidor y Chromium en esta máquina)`);
console.log(
  `${'página'.padEnd(34)} ${'rendimiento'.padStart(11)} ${'accesib.'.padStart(8)} ${'buenas pr.'.padStart(10)} ${'FCP'.padStart(7)} ${'LCP'.padStart(7)} ${'TBT'.padStart(7)}`,
);
try {
  for (const page of PAGES) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(
        page.url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        },
        page.config,
      );
      if (!result) throw new Error(`Lighthouse no respondió para ${page.url}`);
      const { categories, audits } = result.lhr;
      for (const category of ['accessibility', 'best-practices'] as const)
        for (const ref of categories[category].auditRefs)
          if (ref.weight > 0 && (audits[ref.id].score ?? 1) < 1)
            failing.set(
              page.name,
              (failing.get(page.name) ?? new Set()).add(
                `${audits[ref.id].title}${issuesOf(audits[ref.id].details)}`,
              ),
            );
      runs.push({
        performance: Math.round((categories.performance.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
        bestPractices: Math.round((categories['best-practices'].score ?? 0) * 100),
        lcp: audits['largest-contentful-paint'].numericValue ?? NaN,
        fcp: audits['first-contentful-paint'].numericValue ?? NaN,
        tbt: audits['total-blocking-time'].numericValue ?? NaN,
      });
    }
    const m = (key: keyof Run) => median(runs.map((r) => r[key]));
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(
      `${page.name.padEnd(34)} ${String(m('performance')).padStart(11)} ${String(m('accessibility')).padStart(8)} ` +
        `${String(m('bestPractices')).padStart(10)} ${seconds(m('fcp')).padStart(7)} ${seconds(m('lcp')).padStart(7)} ` +
        `${`${Math.round(m('tbt'))} ms`.padStart(7)}   (rendimiento por corrida: ${runs.map((r) => r.performance).join(', ')})`,
    );
  }
  for (const [name, titles] of failing) console.log(`${name}, no pasa: ${[...titles].join('; ')}`);
  console.log('Metas: rendimiento ≥ 90, accesibilidad y buenas prácticas 100, LCP ≤ 2.5 s, TBT ≤ 200 ms');
} finally {
  await chrome.kill();
  await app.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}
