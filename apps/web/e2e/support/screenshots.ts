// Screenshots for looking at a screen, light and dark, when E2E_SHOTS_DIR is set (no-op otherwise):
// <dir>/<name>-<width>x<height>-<scheme>.png, the whole page from the top.
import { expect, type Page } from '@playwright/test';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '';

export async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  const { width, height } = page.viewportSize()!;
  // From the top: a full-page shot of a scrolled page draws the sticky header over the content.
  await page.evaluate(() => window.scrollTo(0, 0));
  // Through the page's own switch (a manual choice outranks emulated media); by attribute, since an
  // open modal hides the rest of the page from the accessibility tree.
  const toggle = page.locator('[role="switch"][aria-label="Dark mode"], [role="switch"][aria-label="डार्क मोड"]');
  const wasDark = (await toggle.getAttribute('aria-checked')) === 'true';
  for (const scheme of ['light', 'dark'] as const) {
    if ((await toggle.getAttribute('aria-checked')) !== String(scheme === 'dark')) await toggle.dispatchEvent('click');
    await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    // Colour transitions finish before the shot (each running CSS transition is an Animation).
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
    await page.screenshot({ path: `${SHOTS}/${name}-${width}x${height}-${scheme}.png`, fullPage: true });
  }
  if (!wasDark) await toggle.dispatchEvent('click');
}
