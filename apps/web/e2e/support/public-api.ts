// API look-ups for the public e2e specs (the request fixture talks to the same server).
import type { APIRequestContext } from '@playwright/test';

export interface ApiCar {
  id: string;
  title: string;
  brand: string;
  car_model: string;
  year: number;
  price: number;
  city: string;
  fuel_type: string;
  transmission: string;
  images: Array<{ url: string; thumbnail: string }>;
  inquiries_count: number;
  featured?: boolean;
  /** The dealer who sells it (issue 22), null for a private seller. */
  dealer?: { slug: string } | null;
}

export async function listCars(request: APIRequestContext, query: Record<string, string | number> = {}) {
  const qs = new URLSearchParams(Object.entries({ limit: 12, ...query }).map(([k, v]) => [k, String(v)]));
  const res = await request.get(`/api/v1/cars/?${qs}`);
  const body = (await res.json()) as { data: { cars: ApiCar[]; pagination: { total: number; totalPages: number } } };
  return body.data;
}

export async function getCar(request: APIRequestContext, id: string): Promise<ApiCar> {
  const res = await request.get(`/api/v1/cars/${id}/`);
  return ((await res.json()) as { data: ApiCar }).data;
}

/** A public car with several photos (gallery arrows need more than one). */
export async function carWithPhotos(request: APIRequestContext, min = 2): Promise<ApiCar> {
  for (let page = 1; page <= 5; page++) {
    const { cars } = await listCars(request, { page, limit: 50 });
    for (const c of cars) {
      const full = await getCar(request, c.id);
      if (full.images.length >= min) return full;
    }
    if (cars.length < 50) break;
  }
  throw new Error(`No public car with ${min} photos`);
}

export const displayName = (c: Pick<ApiCar, 'year' | 'brand' | 'car_model'>) => [c.year, c.brand, c.car_model].filter(Boolean).join(' ');
