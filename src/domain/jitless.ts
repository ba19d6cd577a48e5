/**
 * Zod in the browser, without its eval probe: the pages' CSP has no 'unsafe-eval', and zod's caught
 * `new Function` test still shows as a CSP violation (Chromium's Issues panel, Lighthouse's best
 * practices). Imported first by each page's entry (src/main.tsx, src/family/main.tsx); the server
 * keeps zod's faster compiled checks.
 */
import { config } from 'zod/v4/core';

// Zod's core config (the same instance `zod` uses), without pulling its schemas into the entry.
config({ jitless: true });
