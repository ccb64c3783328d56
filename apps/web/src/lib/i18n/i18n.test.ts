import { afterEach, describe, expect, it, vi } from 'vitest';

// Each test loads the module afresh: the page's language is the module's state, set once per load.
async function freshI18n() {
  vi.resetModules();
  return import('@/lib/i18n/i18n');
}

afterEach(() => document.getElementById('page-messages')?.remove());

function pageBrings(catalogues: string[], messages: Record<string, string>, files?: string[]) {
  const script = document.createElement('script');
  script.id = 'page-messages';
  script.type = 'application/json';
  script.textContent = JSON.stringify({ catalogues, files, messages });
  document.body.append(script);
}

describe('a Hindi page that brings its catalogues in its markup (decision 042)', () => {
  it('reads them before it renders and fetches none of them', async () => {
    pageBrings(['hi', 'hi-listing'], { 'Contact Seller': 'सेलर से संपर्क करें', 'Listed {ago}': '{ago} लिस्ट हुई' });
    const { loadLocale, t, withMessages } = await freshI18n();
    await loadLocale('hi');
    expect(t('Contact Seller')).toBe('सेलर से संपर्क करें');
    expect(t('Listed {ago}', { ago: '2 दिन पहले' })).toBe('2 दिन पहले लिस्ट हुई');
    const fetchListing = vi.fn(async () => ({ messages: { 'Contact Seller': 'fetched' } }));
    expect(await withMessages(Promise.resolve('page'), fetchListing, 'hi-listing')).toBe('page');
    expect(fetchListing).not.toHaveBeenCalled();
    expect(t('Contact Seller')).toBe('सेलर से संपर्क करें');
  });

  it('still fetches the catalogue of a part it did not bring, with that part', async () => {
    pageBrings(['hi', 'hi-listing'], { 'Contact Seller': 'सेलर से संपर्क करें' });
    const { loadLocale, t, withMessages } = await freshI18n();
    await loadLocale('hi');
    const fetchFilters = vi.fn(async () => ({ messages: { 'Show Filters': 'फ़िल्टर दिखाएँ' } }));
    await withMessages(Promise.resolve('panel'), fetchFilters, 'hi-filters');
    expect(fetchFilters).toHaveBeenCalledTimes(1);
    expect(t('Show Filters')).toBe('फ़िल्टर दिखाएँ');
    expect(t('Contact Seller')).toBe('सेलर से संपर्क करें');
  });

  it('without the element (a page only the browser renders) loads the shell catalogue as code', async () => {
    const { loadLocale, t } = await freshI18n();
    await loadLocale('hi');
    const { messages } = await import('@/lib/i18n/hi');
    const [id, hindi] = Object.entries(messages)[0]!;
    expect(t(id)).toBe(hindi);
  });

  it("fetches the catalogue files the page names (decision 043) and adds the render's other messages", async () => {
    const served: Record<string, Record<string, string>> = {
      '/assets/i18n-hi.0a1b2c3d4e.json': { Login: 'लॉग इन' },
      '/assets/i18n-hi-listing.5f6a7b8c9d.json': { 'Contact Seller': 'सेलर से संपर्क करें' },
    };
    const fetched = vi.fn(async (url: string) => new Response(JSON.stringify(served[url]), { status: served[url] ? 200 : 404 }));
    vi.stubGlobal('fetch', fetched);
    try {
      pageBrings(['hi', 'hi-listing'], { '{total} cars available': '{total} कारें उपलब्ध' }, Object.keys(served));
      const { loadLocale, t, withMessages } = await freshI18n();
      await loadLocale('hi');
      expect(fetched.mock.calls.map(([url]) => url)).toEqual(Object.keys(served));
      expect(t('Login')).toBe('लॉग इन');
      expect(t('Contact Seller')).toBe('सेलर से संपर्क करें');
      expect(t('{total} cars available', { total: 3 })).toBe('3 कारें उपलब्ध');
      const fetchListing = vi.fn(async () => ({ messages: {} }));
      await withMessages(Promise.resolve('page'), fetchListing, 'hi-listing');
      expect(fetchListing).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('when a file does not come (offline, never kept), loads the catalogues as code, each part its own', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('gone', { status: 504 })));
    try {
      pageBrings(['hi', 'hi-listing'], { '{total} cars available': '{total} कारें उपलब्ध' }, ['/assets/i18n-hi.0a1b2c3d4e.json']);
      const { loadLocale, t, withMessages } = await freshI18n();
      await loadLocale('hi');
      const { messages } = await import('@/lib/i18n/hi');
      const [id, hindi] = Object.entries(messages)[0]!;
      expect(t(id)).toBe(hindi);
      expect(t('{total} cars available', { total: 3 })).toBe('3 कारें उपलब्ध');
      const fetchListing = vi.fn(async () => ({ messages: { 'Contact Seller': 'सेलर से संपर्क करें' } }));
      await withMessages(Promise.resolve('page'), fetchListing, 'hi-listing');
      expect(fetchListing).toHaveBeenCalledTimes(1);
      expect(t('Contact Seller')).toBe('सेलर से संपर्क करें');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('an English page reads no element and fetches no catalogue', async () => {
    pageBrings(['hi'], { 'Contact Seller': 'सेलर से संपर्क करें' });
    const { loadLocale, t, withMessages } = await freshI18n();
    await loadLocale('en');
    expect(t('Contact Seller')).toBe('Contact Seller');
    const fetchListing = vi.fn(async () => ({ messages: {} }));
    await withMessages(Promise.resolve('page'), fetchListing, 'hi-listing');
    expect(fetchListing).not.toHaveBeenCalled();
  });
});
