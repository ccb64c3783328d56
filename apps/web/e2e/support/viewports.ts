// The two sizes the specs check layouts at. A long flow runs once, at one of them; the other size
// is checked on the same states, by a direct load of an end state where an address opens it, else
// by resizing the page at that point of the flow (the same state, the other layout) and back.
import type { Page } from '@playwright/test';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

/** Runs `check` at the page's size, then at `other`, and gives the page its first size back. */
export async function atBothSizes(page: Page, other: { width: number; height: number }, check: () => Promise<void>) {
  const first = page.viewportSize()!;
  await check();
  await page.setViewportSize(other);
  try {
    await check();
  } finally {
    await page.setViewportSize(first);
  }
}
