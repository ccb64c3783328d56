// /hi/compare and the compare tray (issue 25): headings, the table's labels and values, the marks,
// the empty and missing states and the tray in Hindi, with no English but the glossary's words and
// the data (the cars' names, places and feature names, which the catalogue's hi-features.ts will
// translate); the English page word for word.
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicCar } from '@/lib/api/cars';
import { compareList } from '@/lib/compare-list';
import { toCardCar } from '@/lib/card-car';
import { messages as common } from '@/lib/i18n/hi';
import { messages as compare } from '@/lib/i18n/hi-compare';
import { messages as tray } from '@/lib/i18n/hi-compare-tray';
import { answerApi, expectNoEnglish, inEnglish, inHindi, renderAt } from '@/lib/i18n/hindi-screens';
import ComparePage from './compare-page';
import CompareTray from './compare-tray';

const swift = {
  id: 'a',
  year: 2020,
  brand: 'Maruti',
  model: 'Swift',
  variant: 'VXi',
  price: 500_000,
  km_driven: 40_000,
  fuel_type: 'petrol',
  transmission: 'manual',
  owner_number: '1st',
  body_type: 'hatchback',
  exterior_condition: 'good',
  interior_condition: 'fair',
  engine_condition: 'good',
  accident_history: 'none',
  location: { city: 'Pune', area: '', state: 'Maharashtra' },
  features: ['ABS', 'Sunroof'],
  images: [],
} as unknown as PublicCar;
const creta = {
  ...swift,
  id: 'b',
  year: 2021,
  brand: 'Hyundai',
  model: 'Creta',
  variant: 'SX',
  price: 1_200_000,
  km_driven: 30_000,
  fuel_type: 'diesel',
  transmission: 'automatic',
  owner_number: '2nd',
  body_type: 'suv',
  exterior_condition: 'excellent',
  interior_condition: 'poor',
  accident_history: 'minor',
  location: { city: 'Mumbai', area: '', state: 'Maharashtra' },
  features: ['ABS'],
} as unknown as PublicCar;
const DATA = ['Maruti', 'Swift', 'VXi', 'Hyundai', 'Creta', 'SX', 'Pune', 'Mumbai', 'ABS', 'Sunroof'];

beforeEach(() => {
  localStorage.clear();
  compareList.write([]);
  answerApi({ '/api/v1/cars/a/': { success: true, data: swift }, '/api/v1/cars/b/': { success: true, data: creta } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  inEnglish();
});

const show = (path: string) => renderAt(path, <ComparePage />);
const rowOf = (label: string) => screen.getByRole('rowheader', { name: new RegExp(`^${label}`) }).closest('tr')!;
const cellsOf = (label: string) => within(rowOf(label)).getAllByRole('cell').map((c) => c.textContent);

describe('/compare in Hindi', () => {
  it('shows the table with Hindi labels and values, the marks and the buttons, no English but the glossary and the data', async () => {
    inHindi(common, compare);
    const { container } = show('/compare?ids=a,b');
    await screen.findByRole('table');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('कारों की तुलना');
    expect(screen.getByText('ज़्यादा से ज़्यादा तीन कारें आमने-सामने। जिन बातों में फ़र्क है, वे अलग रंग में दिखती हैं।')).toBeTruthy();
    expect(cellsOf('फ़्यूल')).toEqual(['पेट्रोल', 'डीज़ल']);
    expect(cellsOf('गियरबॉक्स')).toEqual(['मैनुअल', 'ऑटोमैटिक']);
    expect(cellsOf('मालिक')).toEqual(['पहला मालिक', 'दूसरा मालिक']);
    expect(cellsOf('बॉडी टाइप')).toEqual(['हैचबैक', 'SUV']);
    expect(cellsOf('अंदर की हालत')).toEqual(['ठीक-ठाक', 'ख़राब']);
    expect(cellsOf('दुर्घटना का इतिहास')).toEqual(['कोई नहीं', 'मामूली']);
    expect(cellsOf('चली हुई दूरी')).toEqual(['40,000 km', '30,000 km']);
    for (const emi of cellsOf('शुरुआती EMI')) expect(emi).toMatch(/^₹[\d,]+\/महीना$/);
    // The features: "Yes" and "Not listed" in Hindi (the names are the catalogue's).
    expect(screen.getByText('फ़ीचर')).toBeTruthy();
    expect(cellsOf('Sunroof')).toEqual(['हाँ', 'नहीं बताया गया']);
    // A row that differs says so to a screen reader.
    expect(rowOf('फ़्यूल').querySelector('th')!.textContent).toBe('फ़्यूल (अलग है)');
    expect(screen.getByText('सबसे कम कीमत')).toBeTruthy();
    expect(screen.getByText('सबसे कम चली')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'सिर्फ़ फ़र्क वाली बातें दिखाएँ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '2020 Maruti Swift को तुलना से हटाएँ' })).toBeTruthy();
    expect(screen.getByRole('table', { name: '2020 Maruti Swift, 2021 Hyundai Creta की तुलना' })).toBeTruthy();
    expect(screen.getByTestId('compare-more').textContent).toBe('सभी 2 कारें देखने के लिए बगल में स्वाइप करें →');
    expect(document.title).toContain('कारों की तुलना: 2020 Maruti Swift बनाम 2021 Hyundai Creta');
    expectNoEnglish(container, DATA);
  });

  it('says in Hindi when a car is gone, and when there is nothing to compare', async () => {
    inHindi(common, compare);
    const { container } = show('/compare?ids=a,gone');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('एक कार अब उपलब्ध नहीं है।उसे हटाएँ');
    expectNoEnglish(container, DATA);
    cleanup();

    compareList.write([toCardCar(swift), toCardCar(creta)]);
    const empty = show('/compare');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('तुलना के लिए अभी कोई कार नहीं चुनी');
    expect(screen.getByText('ज़्यादा से ज़्यादा तीन कारों पर “तुलना में जोड़ें” पर टिक करें, फिर “तुलना” दबाएँ।')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'अपनी चुनी हुई 2 कारों की तुलना करें' }).getAttribute('href')).toBe('/compare?ids=a,b');
    expect(screen.getByRole('link', { name: 'कारें देखें' })).toBeTruthy();
    expectNoEnglish(empty.container, DATA);
  });

  it('keeps the English page word for word', async () => {
    show('/compare?ids=a,b,gone');
    await screen.findByRole('table');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Compare cars');
    expect(screen.getByText('Up to three cars side by side. Rows that differ are highlighted.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('One car is no longer available.Remove it');
    expect(cellsOf('Fuel Type')).toEqual(['Petrol', 'Diesel']);
    expect(cellsOf('Owners')).toEqual(['1st owner', '2nd owner']);
    expect(cellsOf('Interior Condition')).toEqual(['Fair', 'Poor']);
    for (const emi of cellsOf('EMI from')) expect(emi).toMatch(/^₹[\d,]+\/month$/);
    expect(cellsOf('Sunroof')).toEqual(['Yes', 'Not listed']);
    expect(rowOf('Fuel Type').querySelector('th')!.textContent).toBe('Fuel Type (differs)');
    expect(screen.getByText('Lowest price')).toBeTruthy();
    expect(screen.getByText('Lowest km')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Show only differences' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove 2020 Maruti Swift from comparison' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Comparison of 2020 Maruti Swift, 2021 Hyundai Creta' })).toBeTruthy();
    expect(screen.getByTestId('compare-more').textContent).toBe('Swipe sideways to see all 2 cars →');
    expect(document.title).toContain('Compare cars: 2020 Maruti Swift vs 2021 Hyundai Creta');
    cleanup();

    compareList.write([toCardCar(swift)]);
    show('/compare');
    expect(screen.getByText('No cars to compare yet')).toBeTruthy();
    expect(screen.getByText('Tick “Add to compare” on up to three cars, then press Compare.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Compare the car you chose' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Cars' })).toBeTruthy();
  });
});

describe('the compare tray in Hindi', () => {
  it('shows its count, buttons and labels in Hindi with one car and with two', () => {
    inHindi(common, tray);
    compareList.write([toCardCar(swift)]);
    const { container } = renderAt('/buy', <CompareTray />);
    const region = screen.getByRole('region', { name: 'तुलना के लिए चुनी गई कारें' });
    expect(within(region).getByText('1/3').parentElement!.textContent).toBe('तुलना 1/3');
    expect(within(region).getByText('एक कार और चुनें')).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'सब हटाएँ' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: '2020 Maruti Swift को तुलना से हटाएँ' })).toBeTruthy();
    expectNoEnglish(container, DATA);
    act(() => compareList.write([toCardCar(swift), toCardCar(creta)]));
    expect(within(region).getByRole('link', { name: 'तुलना' }).getAttribute('href')).toBe('/compare?ids=a,b');
    expectNoEnglish(container, DATA);
  });

  it('keeps the English tray word for word', () => {
    compareList.write([toCardCar(swift), toCardCar(creta)]);
    renderAt('/buy', <CompareTray />);
    const region = screen.getByRole('region', { name: 'Compare tray' });
    expect(within(region).getByText('2/3').parentElement!.textContent).toBe('Compare 2/3');
    expect(within(region).getByRole('link', { name: 'Compare' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Clear' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Remove 2021 Hyundai Creta from compare' })).toBeTruthy();
  });
});
