import { expect, type Page } from '@playwright/test';

/** Server-rendered pages work as plain HTML at once; this waits until the app has taken over. */
export async function waitForHydration(page: Page) {
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer'))))
    .toBe(true);
}
