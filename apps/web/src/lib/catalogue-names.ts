// Names the catalogue suggests in the listing forms' model and variant inputs (contract 4.4).
import type { Brand } from '@gaadi/domain/schemas/catalogue';

/** Models of the brand named exactly `brand` (the catalogue's spelling). */
export function modelsOf(brands: Brand[], brand: string) {
  return brands.find((b) => b.name === brand)?.models ?? [];
}

/** Variant names of a model; the contract allows variants as objects or plain strings. */
export function variantsOf(brands: Brand[], brand: string, model: string): string[] {
  const found = modelsOf(brands, brand).find((m) => m.name === model);
  return (found?.variants ?? []).map((v: { name: string } | string) => (typeof v === 'string' ? v : v.name));
}
