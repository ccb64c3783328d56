import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@/lib/memory-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SellWizard } from './sell-wizard';

const brands = [{ name: 'Tata', logo: null, models: [{ name: 'Nexon', variants: [{ name: 'XZ+' }] }] }];
const cities = [{ id: 'c1', name: 'Pune', state: 'Maharashtra', car_count: 1, carCount: 1 }];
const features = {
  Safety: [
    { name: 'ABS', icon: null, description: '' },
    { name: 'Airbags', icon: null, description: '' },
  ],
  Comfort: [{ name: 'Sunroof', icon: null, description: '' }],
};

function setup() {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <SellWizard
          brands={brands}
          cities={cities}
          features={features}
          maxImages={10}
          user={{ name: 'Ravi', phone_number: '+919800000000', email: 'ravi@example.com' }}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return user;
}

const heading = () => screen.getByRole('heading', { level: 2 }).textContent;

async function fillCarDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Brand/), 'Tata');
  await user.type(screen.getByLabelText(/^Model/), 'Nexon');
  await user.type(screen.getByLabelText(/^Variant/), 'XZ+');
  await user.selectOptions(screen.getByLabelText(/^Year/), String(new Date().getFullYear() - 3));
  await user.selectOptions(screen.getByLabelText(/^Fuel Type/), 'petrol');
  await user.selectOptions(screen.getByLabelText(/^Transmission/), 'manual');
  await user.type(screen.getByLabelText(/^Kilometers Driven/), '42000');
}

afterEach(cleanup);
// jsdom does not implement scrolling.
beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

describe('SellWizard', () => {
  it('stays on Car Details and lists each missing field when Next is pressed on an empty form', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(heading()).toBe('Step 1: Car Details');
    for (const message of [
      'Brand is required',
      'Model is required',
      'Variant is required',
      'Year is required',
      'Fuel type is required',
      'Transmission is required',
      'Kilometers driven is required',
    ])
      expect(await screen.findByText(message)).toBeTruthy();
  });

  it('moves on after a failed attempt once the fields are filled', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Year is required')).toBeTruthy();
    await fillCarDetails(user);
    expect(screen.queryByText('Year is required')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(heading()).toBe('Step 2: Pricing');
  });

  it('never goes below step 1', async () => {
    setup();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('moves on once the car details are filled, and back with Previous', async () => {
    const user = setup();
    await fillCarDetails(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(heading()).toBe('Step 2: Pricing');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(heading()).toBe('Step 1: Car Details');
    expect((screen.getByLabelText(/^Brand/) as HTMLInputElement).value).toBe('Tata');
  });

  it('checks the price range on the pricing step', async () => {
    const user = setup();
    await fillCarDetails(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Price is required')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Expected Price/), '5000');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Price must be between ₹10,000 and ₹1 crore')).toBeTruthy();
    expect(heading()).toBe('Step 2: Pricing');
  });

  it('prefills the contact step from the user and requires a phone number', async () => {
    const user = setup();
    await fillCarDetails(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText(/^Expected Price/), '550000');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(heading()).toBe('Step 3: Contact Info');
    expect((screen.getByLabelText(/^Your Name/) as HTMLInputElement).value).toBe('Ravi');
    await user.clear(screen.getByLabelText(/^Phone Number/));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Phone number is required')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Phone Number/), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(heading()).toBe('Step 4: Photos & Submit');
    expect(screen.getByText(/up to 10 images/)).toBeTruthy();
  });

  it('clears model and variant when a catalogue brand is picked', async () => {
    const user = setup();
    await user.type(screen.getByLabelText(/^Model/), 'Old');
    await user.type(screen.getByLabelText(/^Variant/), 'Old');
    await user.type(screen.getByLabelText(/^Brand/), 'Tata');
    expect((screen.getByLabelText(/^Model/) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(/^Variant/) as HTMLInputElement).value).toBe('');
  });

  it('shows the features by category on Car Details, and the description counter on Pricing', async () => {
    const user = setup();
    const safety = screen.getByRole('group', { name: 'Safety' });
    expect(within(safety).getByLabelText('ABS')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Comfort' })).getByLabelText('Sunroof')).toBeTruthy();
    await fillCarDetails(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByRole('group', { name: 'Safety' })).toBeNull();
    expect(screen.getByText('0/500')).toBeTruthy();
    await user.type(screen.getByLabelText('Description'), 'Neat');
    expect(screen.getByText('4/500')).toBeTruthy();
  });

  it('filters the features and keeps a hidden feature checked', async () => {
    const user = setup();
    await user.click(screen.getByLabelText('Sunroof'));
    await user.type(screen.getByLabelText('Search features'), 'air');
    expect(screen.getByLabelText('Airbags')).toBeTruthy();
    expect(screen.queryByLabelText('Sunroof')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Comfort' })).toBeNull();
    expect(screen.getByText('1 selected')).toBeTruthy();
    await user.clear(screen.getByLabelText('Search features'));
    expect((screen.getByLabelText('Sunroof') as HTMLInputElement).checked).toBe(true);
    await user.type(screen.getByLabelText('Search features'), 'zzz');
    expect(screen.getByText(/No features match/)).toBeTruthy();
  });
});
