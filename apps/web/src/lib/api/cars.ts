// Listing search (contract 4.1): the browse page and the home page's featured cars. No bearer.
import type { z } from 'zod';
import type { Car, CarsCounts, carsCountsResponse, carsQuerySchema, carsResponse, similarCarsResponse } from '@gaadi/domain/schemas/car';
import type { Answer, DataOf } from '@/lib/api/answer';
import { api } from '@/lib/api/client';
import { queryOptions } from '@/lib/api/query-options';

/** A car as the public screens read it: any field but the id may be missing (contract 2.9). */
export type PublicCar = Partial<Car> & Pick<Car, 'id'>;

/** GET /cars/ parameters (empty ones are left out of the address). */
export type CarsQuery = Partial<Record<keyof z.input<typeof carsQuerySchema>, string | number>>;

export type CarsPage = Partial<DataOf<typeof carsResponse>>;

export async function fetchCars(query: CarsQuery, signal?: AbortSignal): Promise<CarsPage> {
  const body = await api.get<Answer<typeof carsResponse>>('/cars/', { query, auth: 'none', signal });
  return body.data ?? {};
}

export const carsQuery = (query: CarsQuery) =>
  queryOptions({ queryKey: ['cars', query] as const, queryFn: ({ signal }) => fetchCars(query, signal) });

/** GET /cars/counts/ (decision 030): the filter panel's counts under the other filters chosen. */
export async function fetchFilterCounts(query: CarsQuery, signal?: AbortSignal): Promise<Partial<CarsCounts> | undefined> {
  return (await api.get<Answer<typeof carsCountsResponse>>('/cars/counts/', { query, auth: 'none', signal })).data;
}

export const filterCountsQuery = (query: CarsQuery) =>
  queryOptions({ queryKey: ['cars', 'counts', query] as const, queryFn: ({ signal }) => fetchFilterCounts(query, signal) });

/** GET /cars/{id}/similar/ (issue 13): at most 8 public cars like this one; none when it fails. */
export async function fetchSimilarCars(id: string, signal?: AbortSignal): Promise<PublicCar[]> {
  const body = await api.get<Answer<typeof similarCarsResponse>>(`/cars/${encodeURIComponent(id)}/similar/`, { auth: 'none', signal });
  return body.data?.cars ?? [];
}

export const similarCarsQuery = (id: string) =>
  queryOptions({ queryKey: ['cars', 'similar', id] as const, queryFn: ({ signal }) => fetchSimilarCars(id, signal) });
