import { expect, type Locator, type Page } from '@playwright/test';

/** Server-rendered pages work as plain HTML at once; this waits until the app has taken over. */
export async function waitForHydration(page: Page) {
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer'))))
    .toBe(true);
}

/**
 * A deferred part (lib/deferred) keeps the server's markup after hydration until its code is in;
 * a click before that does nothing. React has hydrated an element once it carries its props.
 */
export async function waitForInteractive(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps'))))
    .toBe(true);
}
