// An answer sent as built in production (decisions 047, 050) must be exactly what parsing it
// against the contract's schema gives, and survive JSON unchanged.
import { expect } from 'vitest';

export function expectSentAsBuilt(built: unknown, schema: { parse(value: unknown): unknown }) {
  const sent = JSON.parse(JSON.stringify(built));
  expect(sent).toStrictEqual(JSON.parse(JSON.stringify(schema.parse(built))));
  // Nothing that JSON would change (a Date, an undefined, a NaN) either.
  expect(sent).toStrictEqual(built);
}
