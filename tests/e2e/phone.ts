/**
 * A phone in the browser tests (the portal, the guard's and the teacher's screens): a page at
 * 360 × 740 with touch, and the check that every visible touch target is at least 44 × 44 px.
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

/**
 * The visible touch targets smaller than 44 × 44 px, by their text: buttons, links, tabs, and the
 * boxes and switches a thumb presses (measured on the control's clickable root, as drawn).
 */
export const smallTargets = (page: Page) =>
  page.evaluate(() =>
    [
      ...document.querySelectorAll(
        'button, a, [role="tab"], .MuiCheckbox-root, .MuiSwitch-switchBase, .MuiRadio-root',
      ),
    ]
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && (box.height < 44 || box.width < 44);
      })
      .map((el) => {
        const box = el.getBoundingClientRect();
        const name =
          (el as HTMLElement).innerText || el.getAttribute('aria-label') || el.outerHTML.slice(0, 80);
        return `${name} (${Math.round(box.width)}×${Math.round(box.height)})`;
      }),
  );
