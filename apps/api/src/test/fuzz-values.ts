// Values for the API fuzz test (issue 10, item 4): for a JSON schema of the OpenAPI document, values
// that look right (so requests get past validation) mixed with hostile ones: wrong types, huge and odd
// Unicode strings, NUL and lone surrogates, arrays for scalars, extreme numbers, prototype keys.
import fc from 'fast-check';

export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  maxItems?: number;
  format?: string;
}

/** null three times in four (fc.option's freq only makes null rarer). */
export const rarely = <T>(a: fc.Arbitrary<T>) => fc.oneof({ arbitrary: fc.constant(null), weight: 3 }, { arbitrary: a, weight: 1 });

/** UTF-16 code units one by one: NUL, lone surrogates and every other oddity come out of this. */
const codeUnits = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 24 });
const NASTY = [
  '', ' ', '\u0000', 'a\u0000b', '\ud800', '\udfff', 'x\ud83d', '\uffff', '\ufeffBOM', '\u202eevil', '\r\n', 'null', 'true', 'undefined',
  '0', '-1', '1.5', '-0', '1e308', '-1e308', '99999999999999999999', '2147483648', 'NaN', 'Infinity', '0x1F', '6,00,000',
  "' OR 1=1 --", '"; DROP TABLE listings; --', '%', '_%\\', '\\', '<script>alert(1)</script>', '../../etc/passwd', '%00', '%ZZ', '{}', '[]',
  '__proto__', 'constructor', '😀🚗', 'मारुति सुज़ुकी', 'a'.repeat(101), 'a'.repeat(201), 'a'.repeat(1001), 'é'.repeat(5001),
  '9007199254740991', '9007199254740993', '123456', '0000-01-01', '9999-12-31', '-000001-01-01', '+275760-09-13', '2025-02-30', '2025-13-01T25:61:00Z',
];
const REALISTIC = [
  'Maruti Suzuki', 'Swift', 'VXi', 'Tata', 'Nexon', 'Pune', 'Maharashtra', 'petrol', 'manual', 'approved', 'pending', 'reject',
  'approve', '1st', 'good', 'none', 'normal', 'daily', 'anytime', 'ABS', 'a@b.in', 'asha@example.com', '+919800000000', '9876543210',
  '123456', '2025-01-31', '2025-01-31T10:00:00Z', 'https://youtu.be/x', 'true', 'false', '550000', '2020',
];
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY), weight: 4 },
  { arbitrary: codeUnits, weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }), weight: 1 },
  { arbitrary: fc.integer({ min: 2_000, max: 60_000 }).map((n) => 'x'.repeat(n)), weight: 1 },
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, -1, 1.5, -0.5, 2147483647, 2147483648, -2147483649, 1e308, -1e308, 5e-324, Number.MAX_SAFE_INTEGER, 2 ** 53 + 2, 1e21),
);
const hostileScalar = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { arbitrary: hostileScalar, weight: 6 },
    { arbitrary: fc.array(tie('v'), { maxLength: 4 }), weight: 1 },
    { arbitrary: fc.dictionary(fc.oneof(fc.constantFrom('__proto__', 'constructor', 'a\u0000', '\ud800'), fc.string({ maxLength: 8 })), tie('v'), { maxKeys: 4 }), weight: 1 },
  ),
})).v;

/** A value for a JSON schema: mostly plausible (so requests get past validation), sometimes hostile. */
export function valueFor(schema: JsonSchema | undefined, keys: string[]): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: plausible(schema, keys), weight: 4 }, { arbitrary: hostileValue, weight: 1 });
}

export function plausible(schema: JsonSchema | undefined, keys: string[]): fc.Arbitrary<unknown> {
  if (!schema || (!schema.type && !schema.enum && !schema.anyOf && !schema.properties)) return hostileValue;
  if (schema.enum?.length) {
    return fc.oneof(fc.constantFrom(...schema.enum), fc.constantFrom(...schema.enum).map((v) => (typeof v === 'string' ? ` ${v.toUpperCase()} ` : v)));
  }
  if (schema.anyOf?.length) return fc.oneof(...schema.anyOf.map((s) => plausible(s, keys)));
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const min = Math.max(schema.minimum ?? -1e7, -1e12);
      const max = Math.min(schema.maximum ?? 1e7, 1e12);
      const edges = [schema.minimum ?? min, schema.maximum ?? max, (schema.minimum ?? min) - 1, (schema.maximum ?? max) + 1, 10_000, 550_000, 10_000_000, 2020];
      const n = fc.oneof(fc.integer({ min: Math.ceil(min), max: Math.floor(max) }), fc.constantFrom(...edges));
      return fc.oneof({ arbitrary: n, weight: 3 }, { arbitrary: n.map(String), weight: 1 });
    }
    case 'string': {
      const max = schema.maxLength ?? 60;
      const edges = ['a'.repeat(max), 'a'.repeat(max + 1)];
      const email = fc.emailAddress().filter((e) => e.length <= 254);
      return fc.oneof(
        { arbitrary: fc.constantFrom(...REALISTIC), weight: 3 },
        { arbitrary: fc.string({ maxLength: Math.min(max, 40) }), weight: 2 },
        { arbitrary: fc.constantFrom(...edges), weight: 1 },
        { arbitrary: schema.format === 'email' ? email : fc.uuid(), weight: 1 },
      );
    }
    case 'boolean':
      return fc.oneof(fc.boolean(), fc.constantFrom('true', 'false', 1, 0));
    case 'array':
      return fc.array(valueFor(schema.items, keys), { maxLength: Math.min((schema.maxItems ?? 10) + 1, 12) });
    case 'object':
      return objectFor(schema, keys);
    default:
      return hostileValue;
  }
}

/** Declared properties (required ones usually present); schema-less objects get keys of the whole document. */
function objectFor(schema: JsonSchema, keys: string[]): fc.Arbitrary<Record<string, unknown>> {
  const props = Object.entries(schema.properties ?? {});
  const declared = props.length
    ? fc.tuple(...props.map(([k, s]) => fc.option(valueFor(s, keys).map((v) => [k, v] as const), { freq: schema.required?.includes(k) ? 12 : 2 })))
    : fc.array(fc.tuple(fc.constantFrom(...keys), valueFor(undefined, keys)), { maxLength: 6 });
  const extra = rarely(fc.dictionary(fc.oneof(fc.constantFrom(...keys, '__proto__', 'constructor', 'x\u0000'), fc.string({ maxLength: 6 })), hostileValue, { maxKeys: 3 }));
  return fc.tuple(declared, extra).map(([pairs, more]) => {
    const out: Record<string, unknown> = {};
    for (const pair of pairs as Array<readonly [string, unknown] | null>) if (pair) Object.defineProperty(out, pair[0], { value: pair[1], enumerable: true, writable: true, configurable: true });
    for (const [k, v] of Object.entries(more ?? {})) Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
    return out;
  });
}
