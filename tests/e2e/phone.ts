/**
 * A phone in the browser tests (the portal, the guard's and the teacher's screens): a page at
 * 360 × 740 with touch, and the check that every visible button and link is at least 44 px high.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { newContext, type Running } from './helpers';

export async function phonePage(run: Running, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await newContext(run, run.browser, {
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    ...options,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** The visible buttons and links under 44 px high (touch targets on a phone), by their text. */
export const smallTargets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('button, a')]
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .filter((el) => el.getBoundingClientRect().height < 44)
      .map((el) => (el as HTMLElement).innerText || el.outerHTML.slice(0, 80)),
  );
