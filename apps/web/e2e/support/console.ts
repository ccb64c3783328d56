// Console messages the specs may not count as the page's problems: Playwright's own notice when it
// blocks a service worker's registration (playwright.config.ts blocks them outside the specs of
// the installable app, decision 036). The page does nothing wrong there.
export const isPlaywrightNotice = (text: string) => /^Service Worker registration blocked by Playwright$/.test(text);
