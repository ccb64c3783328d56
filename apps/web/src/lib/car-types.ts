// What the public screens read of API answers (contract 2.2, 2.5, 4.1). Type-only imports keep
// zod out of the bundle.
import type { Car } from '@gaadi/domain/schemas/car';

/** A car as clients must read it: any field may be missing, so screens fall back quietly. */
export type PublicCar = Partial<Car> & { id: string };

export interface CarsPagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
  hasPrev: boolean;
  hasNext: boolean;
}

export interface CarsFilters {
  availableBrands?: string[];
  availableCities?: string[];
  priceRange?: { min: number; max: number };
}

export interface CarsResponse {
  success: boolean;
  data?: { cars?: PublicCar[]; pagination?: Partial<CarsPagination>; filters?: CarsFilters };
}

export interface PublicCity {
  id: string;
  name: string;
  car_count?: number;
  carCount?: number;
}

export interface PublicBrand {
  name: string;
  logo?: string | null;
}
