// The specs' `test`: page.goto also waits until the app has taken over the server-rendered page
// (its script starts after the page has loaded and painted), so that a click or a key press is
// the app's, as it is for a person who reads the page first.
import { test as base } from '@playwright/test';
import { waitForHydration } from './hydration';

export * from '@playwright/test';

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForHydration(page);
      return response;
    };
    await use(page);
  },
});
