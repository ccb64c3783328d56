import type { Car } from '@gaadi/domain/schemas/car';

export type AdminCar = Car & {
  choices?: Partial<Record<'owner_number' | 'fuel_type' | 'transmission' | 'urgency' | 'condition' | 'status', string[]>>;
};
