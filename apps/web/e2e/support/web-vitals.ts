// Largest Contentful Paint and Cumulative Layout Shift of the current page, read with
// PerformanceObserver (buffered), the way the web-vitals library does.
import type { Page } from '@playwright/test';

export interface WebVitals {
  /** Milliseconds from navigation start to the largest contentful paint. */
  lcp: number;
  /** Sum of layout shift scores without recent input (session windows ignored: a page-load figure). */
  cls: number;
  /** Element that produced the LCP, for the log. */
  lcpElement: string;
}

/**
 * Call after `page.goto(url)` once the page has settled. LCP is final once the user interacts,
 * so nothing must be clicked before this is measured.
 */
export async function measureWebVitals(page: Page, settleMs = 1500): Promise<WebVitals> {
  return page.evaluate(async (wait) => {
    let lcp = 0;
    let lcpElement = '';
    let cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>) {
        lcp = e.startTime;
        const el = e.element;
        lcpElement = el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"` : '';
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!e.hadRecentInput) cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
    await new Promise((r) => setTimeout(r, wait));
    return { lcp: Math.round(lcp), cls: Number(cls.toFixed(4)), lcpElement };
  }, settleMs);
}
