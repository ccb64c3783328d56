// Listings for the buyer specs of issue 13 (shortlist, compare), made through the API as a seller
// and approved by the admin, and price changes as the admin makes them.
import { expect, type APIRequestContext } from '@playwright/test';
import { adminToken } from './sign-in';

export interface NewListing {
  brand_name?: string;
  model_name: string;
  variant_name?: string;
  year?: number;
  price?: number;
  km_driven?: number;
  fuel_type?: string;
  transmission?: string;
  owner_number?: string;
  city_name?: string;
  features?: string[];
}

/** A public (approved) listing; returns its id. */
export async function createApprovedListing(request: APIRequestContext, sellerToken: string, listing: NewListing): Promise<string> {
  const created = await request.post('/api/v1/cars/seller/create/', {
    headers: { Authorization: `Bearer ${sellerToken}` },
    data: {
      brand_name: 'Tata', variant_name: '', year: 2021, fuel_type: 'petrol', transmission: 'manual', km_driven: 30000, owner_number: '1st',
      price: 700000, urgency: 'normal', exterior_condition: 'good', interior_condition: 'good', engine_condition: 'good', accident_history: 'none',
      features: [], city_name: 'Pune', state_name: 'Maharashtra', area: '', address: '', description: 'Buyer spec car',
      contact: { sellerName: 'Spec Seller', phoneNumber: '+919811111111', email: '' }, image_ids: [], video_url: '',
      ...listing,
    },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data.id as string;
  const token = await adminToken(request);
  const approved = await request.post(`/api/v1/admin/cars/${id}/review/`, { headers: { Authorization: `Bearer ${token}` }, data: { action: 'approve' } });
  expect(approved.status()).toBe(200);
  return id;
}

/** The admin changes a listing's price (contract 7.4). */
export async function setPriceAsAdmin(request: APIRequestContext, id: string, price: number) {
  const token = await adminToken(request);
  const res = await request.patch(`/api/v1/admin/cars/${id}/update/`, { headers: { Authorization: `Bearer ${token}` }, data: { price } });
  expect(res.status()).toBe(200);
}

/**
 * The seller deletes a listing a spec made: specs after it read the newest public listings (the
 * home page's featured cars, /buy's first cards) and expect the demo data's photos there.
 */
export async function deleteListing(request: APIRequestContext, sellerToken: string, id: string) {
  const res = await request.delete(`/api/v1/cars/seller/${id}/delete/`, { headers: { Authorization: `Bearer ${sellerToken}` } });
  expect(res.status(), await res.text()).toBe(200);
}
