import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLocale, t } from '@/lib/i18n/i18n';
import { withPageMessages } from '@/lib/i18n/page-messages';
import { serverText } from '@/lib/i18n/server-text';

afterEach(cleanup);

function Page({ label }: { label: string }) {
  return <p>{t(label)}</p>;
}

describe("a client-only page's own catalogue", () => {
  it('is never fetched by an English page, which is the page itself', () => {
    const load = vi.fn(async () => ({ messages: { 'Send OTP': 'OTP भेजें' } }));
    const Shown = withPageMessages(Page, load);
    expect(Shown).toBe(Page);
    render(<Shown label="Send OTP" />);
    expect(screen.getByText('Send OTP')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });

  it('holds a Hindi page until its catalogue is in, then shows it in Hindi', async () => {
    await loadLocale('hi');
    let arrive = () => {};
    const load = vi.fn(() => new Promise<{ messages: Record<string, string> }>((resolve) => (arrive = () => resolve({ messages: { 'Send OTP': 'OTP भेजें' } }))));
    const Shown = withPageMessages(Page, load);
    render(
      <Suspense fallback={<p>…</p>}>
        <Shown label="Send OTP" />
      </Suspense>,
    );
    expect(screen.getByText('…')).toBeTruthy();
    await act(async () => arrive());
    expect(await screen.findByText('OTP भेजें')).toBeTruthy();
    expect(screen.queryByText('Send OTP')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("learns its catalogue's messages with values as patterns, so the API's texts with values in them read in Hindi", async () => {
    await loadLocale('hi');
    const Text = ({ text }: { text: string }) => <p>{serverText(text)}</p>;
    const Shown = withPageMessages(Text, async () => ({ messages: { 'Photo not found in the ZIP: {name}': 'ZIP में फ़ोटो नहीं मिली: {name}' } }));
    render(
      <Suspense fallback={<p>…</p>}>
        <Shown text="Photo not found in the ZIP: front.jpg" />
      </Suspense>,
    );
    expect(await screen.findByText('ZIP में फ़ोटो नहीं मिली: front.jpg')).toBeTruthy();
  });
});
