import type { Page } from '@playwright/test';

/**
 * Server-rendered pages work as plain HTML at once, but a button's handler is there only once the
 * app has hydrated the page (a click on the server's markup before that does nothing). The app
 * marks <html data-hydrated> after hydration and its first effects (app/app.tsx); this waits for
 * that mark on the current document. Call it after any full load that page.goto does not make
 * (a plain link to another document, a reload) before clicking or typing.
 */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
}
