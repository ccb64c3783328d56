// /hi/sell (issue 25): the wizard's steps, fields, options, checks, price advice and the feature
// names in Hindi, the glossary's words, the cars' names and the seller's data aside.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as common } from '@/lib/i18n/hi';
import { messages as sell } from '@/lib/i18n/hi-sell';
import { messages as featureNames } from '@/lib/i18n/hi-features';
import { expectNoEnglish, inEnglish, inHindi } from '@/lib/i18n/hindi-screens';
import { MemoryRouter } from '@/lib/memory-router';
import { SellWizard } from './sell-wizard';

const brands = [{ name: 'Tata', logo: null, models: [{ name: 'Nexon', variants: [{ name: 'XZ+' }] }] }];
const cities = [{ id: 'c1', name: 'Pune', state: 'Maharashtra', car_count: 1, carCount: 1 }];
const feature = (name: string) => ({ name, icon: null, description: '' });
const features = {
  Safety: ['ABS', 'Airbags', 'Rear Parking Sensors'].map(feature),
  'Comfort & Convenience': ['Air Conditioning', 'Electric Sunroof', 'Panoramic Sunroof'].map(feature),
  Infotainment: ['Apple CarPlay', 'Android Auto', 'USB Charging Ports'].map(feature),
  'Driving & Performance': ['4x4 / AWD'].map(feature),
};
const DATA = ['Maruti', 'Suzuki', 'Swift', 'VXi', 'Pune', 'Tata', 'Nexon', 'XZ', 'Ravi', 'ravi', 'example', 'com', 'https', 'www', 'youtube', 'watch', 'v'];

function setup() {
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <SellWizard brands={brands} cities={cities} features={features} maxImages={10} user={{ name: 'Ravi', phone_number: '+919800000000', email: 'ravi@example.com' }} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user, container: view.container };
}

const heading = () => screen.getByRole('heading', { level: 2 }).textContent;

beforeEach(() => {
  localStorage.clear();
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  vi.stubGlobal('fetch', async () => new Response('{}', { status: 503, headers: { 'content-type': 'application/json' } }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  inEnglish();
});

describe('the sell wizard in Hindi', () => {
  it('shows steps 1 to 4, their fields, options and checks with no English but the glossary\'s words and data', async () => {
    inHindi(common, sell, featureNames);
    const { user, container } = setup();
    expect(heading()).toBe('स्टेप 1: कार की जानकारी');
    expectNoEnglish(container, DATA);

    await user.click(screen.getByRole('button', { name: 'अगला' }));
    expect(await screen.findByText('ब्रांड ज़रूरी है')).toBeTruthy();
    expect(screen.getByText('चली हुई दूरी ज़रूरी है')).toBeTruthy();
    expectNoEnglish(container, DATA);

    await user.type(screen.getByLabelText(/^ब्रांड/), 'Tata');
    await user.type(screen.getByLabelText(/^मॉडल/), 'Nexon');
    await user.type(screen.getByLabelText(/^वैरिएंट/), 'XZ+');
    await user.selectOptions(screen.getByLabelText(/^साल/), String(new Date().getFullYear() - 3));
    await user.selectOptions(screen.getByLabelText(/^फ़्यूल/), 'petrol');
    await user.selectOptions(screen.getByLabelText(/^गियरबॉक्स|^ट्रांसमिशन/), 'manual');
    await user.type(screen.getByLabelText(/^चली हुई दूरी/), '42000');
    await user.click(screen.getByRole('button', { name: 'अगला' }));
    expect(heading()).toBe('स्टेप 2: कीमत');
    // The valuation call fails here: the advice says so, in Hindi.
    expect(await screen.findByText('कीमत की सलाह अभी नहीं मिल रही। आप फिर भी कोई भी कीमत रख सकते हैं।')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'अगला' }));
    expect(await screen.findByText('कीमत ज़रूरी है')).toBeTruthy();
    expectNoEnglish(container, DATA);

    await user.type(screen.getByLabelText(/^मनचाही कीमत/), '550000');
    await user.click(screen.getByRole('button', { name: 'अगला' }));
    expect(heading()).toBe('स्टेप 3: संपर्क जानकारी');
    expectNoEnglish(container, DATA);
    await user.click(screen.getByRole('button', { name: 'अगला' }));
    expect(heading()).toBe('स्टेप 4: फ़ोटो और भेजें');
    expectNoEnglish(container, DATA);
    expect(screen.getByRole('button', { name: 'लिस्टिंग भेजें' })).toBeTruthy();
  });

  it('lists the features in Hindi on step 1, finds them by their Hindi or English name, and keeps the English name as the value', async () => {
    inHindi(common, sell, featureNames);
    const { user, container } = setup();
    for (const category of ['सुरक्षा', 'आराम और सुविधा', 'इन्फ़ोटेनमेंट', 'ड्राइविंग और परफ़ॉर्मेंस']) expect(screen.getByText(category)).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'एयर कंडीशनिंग (AC)' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: '4×4 / AWD' })).toBeTruthy();
    expectNoEnglish(container, DATA);

    const search = screen.getByRole('searchbox', { name: 'फ़ीचर खोजें' });
    await user.type(search, 'सनरूफ़');
    expect(screen.getAllByRole('checkbox').filter((b) => b.getAttribute('name') === 'features').map((b) => b.getAttribute('value'))).toEqual(['Electric Sunroof', 'Panoramic Sunroof']);
    await user.clear(search);
    await user.type(search, 'carplay');
    const carplay = screen.getByRole('checkbox', { name: 'ऐपल कारप्ले' });
    await user.click(carplay);
    expect([(carplay as HTMLInputElement).value, (carplay as HTMLInputElement).checked]).toEqual(['Apple CarPlay', true]);
    expect(screen.getByText('1 चुने गए', { exact: false })).toBeTruthy();
  });
});
