// Accessibility check with axe-core injected from node_modules (no CDN): fails on serious or
// critical violations and prints each with its first offending elements.
import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// Evaluated through the DevTools protocol, which the page's CSP (no inline scripts) does not govern;
// a <script> tag would be blocked, as it should be.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResult {
  violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }>;
}

export interface A11yOptions {
  /** CSS selectors to leave out (third-party widgets, known decorative parts). */
  exclude?: string[];
  /** Rule ids to skip. */
  disableRules?: string[];
}

/** Runs axe on the current page (WCAG 2.x A/AA) and expects no serious or critical violations. */
export async function expectNoSeriousA11yViolations(page: Page, options: A11yOptions = {}) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const result = await page.evaluate(async ({ exclude, disableRules }) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<AxeResult> } }).axe;
    const context = exclude.length ? { exclude: exclude.map((s) => [s]) } : document;
    const rules = Object.fromEntries(disableRules.map((r) => [r, { enabled: false }]));
    const r = await axe.run(context, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] }, rules, resultTypes: ['violations'] });
    return { violations: r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => ({ target: n.target })) })) };
  }, { exclude: options.exclude ?? [], disableRules: options.disableRules ?? [] });
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map((v) => `${v.impact}: ${v.id} (${v.help}) at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
  expect(report, `axe violations on ${page.url()}`).toEqual([]);
}
