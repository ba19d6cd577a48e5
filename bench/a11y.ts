/**
 * Accessibility figures (issue 12): axe-core on every screen the administrator can open
 * (tests/e2e/axe.ts), in Debian's Chromium against the built app and a real server. Prints the
 * serious and critical WCAG 2.1 A/AA violations per screen and in total; A11Y_DETAIL=1 also
 * names each element. Run after `npm run build`: `npm run bench:a11y`. The browser suite
 * (tests/e2e/a11y.spec.ts) fails on any of them.
 */
import { auditScreens } from '../tests/e2e/axe';
import { newPage, startAll } from '../tests/e2e/helpers';

const run = await startAll();
try {
  const audits = await auditScreens(await newPage(run), run.baseUrl);
  console.log('Violaciones graves o críticas (axe-core, WCAG 2.1 A/AA), por pantalla:');
  for (const { path, violations } of audits) {
    const nodes = violations.reduce((n, v) => n + v.nodes.length, 0);
    console.log(
      `  ${path.padEnd(40)} ${String(nodes).padStart(4)}  ${violations.map((v) => `${v.id}×${v.nodes.length}`).join(', ')}`,
    );
    if (process.env.A11Y_DETAIL) {
      for (const v of violations)
        for (const n of v.nodes)
          console.log(
            `      ${v.id} ${n.target.join(' ')}: ${(n.failureSummary ?? '').split('\n').slice(0, 2).join(' ')}`,
          );
    }
  }
  const rules = audits.reduce((n, a) => n + a.violations.length, 0);
  const nodes = audits.reduce((n, a) => n + a.violations.reduce((m, v) => m + v.nodes.length, 0), 0);
  console.log(
    `Total: ${rules} violaciones (reglas por pantalla), ${nodes} elementos, en ${audits.length} pantallas`,
  );
} finally {
  await run.stop();
}
