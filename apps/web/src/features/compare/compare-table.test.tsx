// The comparison's feature rows name each feature in the page's language (issue 25: hi-features.ts
// on /hi/compare); a name the seller typed that the catalogue does not know stays as written.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicCar } from '@/lib/api/cars';
import { messages as featureNames } from '@/lib/i18n/hi-features';
import { inEnglish, inHindi } from '@/lib/i18n/hindi-screens';
import { MemoryRouter } from '@/lib/memory-router';
import { CompareTable } from './compare-table';

const car = (id: string, features: string[]): PublicCar => ({
  id,
  brand: 'Honda',
  model: 'City',
  price: 500_000,
  km_driven: 40_000,
  year: 2020,
  fuel_type: 'petrol',
  transmission: 'manual',
  owner_number: '1st',
  body_type: 'hatchback',
  variant: 'VX',
  exterior_condition: 'good',
  interior_condition: 'good',
  engine_condition: 'good',
  accident_history: 'none',
  location: { city: 'Pune', area: '', state: 'Maharashtra' },
  features,
});
const cars = [car('a', ['Airbags', 'Electric Sunroof', 'Roof box']), car('b', ['Airbags', '4x4 / AWD'])];
const rowNames = () => screen.getAllByRole('rowheader').map((th) => th.firstChild?.textContent);

afterEach(() => {
  cleanup();
  inEnglish();
});

describe('the comparison’s feature names', () => {
  it('are Hindi on a Hindi page, a seller’s own name as written', () => {
    inHindi(featureNames);
    render(
      <MemoryRouter>
        <CompareTable cars={cars} onRemove={() => {}} />
      </MemoryRouter>,
    );
    expect(rowNames()).toEqual(expect.arrayContaining(['एयरबैग', 'इलेक्ट्रिक सनरूफ़', 'Roof box', '4×4 / AWD']));
    expect(rowNames()).not.toContain('Airbags');
  });

  it('are the catalogue’s English names on an English page', () => {
    render(
      <MemoryRouter>
        <CompareTable cars={cars} onRemove={() => {}} />
      </MemoryRouter>,
    );
    expect(rowNames()).toEqual(expect.arrayContaining(['Airbags', 'Electric Sunroof', 'Roof box', '4x4 / AWD']));
  });
});
