// Requests for the API fuzz test (issue 10, item 4). Every operation comes from the OpenAPI document
// the app serves; for each, fast-check draws a caller, a client address, path ids (real, random or
// garbage), a query and a body (a mutated valid example, schema-shaped or hostile values, bad JSON,
// wrong content types, broken multipart).
import fc from 'fast-check';
import { hostileString, hostileValue, plausible, rarely, valueFor, type JsonSchema } from './fuzz-values.ts';

export interface Operation {
  method: string;
  /** OpenAPI path, e.g. `/api/v1/cars/{id}/`. */
  path: string;
  pathParams: string[];
  query: Array<{ name: string; schema: JsonSchema }>;
  body?: JsonSchema;
  /** POST/PUT/PATCH without a JSON body in the document: multipart uploads (and a bodiless PUT). */
  opaqueBody: boolean;
  /** Content types the document declares for 2xx answers other than JSON (a calendar file). */
  fileTypes: string[];
}

interface OpenApiDoc {
  paths: Record<string, Record<string, {
    parameters?: Array<{ in: string; name: string; schema: JsonSchema }>;
    requestBody?: { content: Record<string, { schema: JsonSchema }> };
    responses?: Record<string, { content?: Record<string, unknown> }>;
  }>>;
}

export function operationsOf(doc: unknown): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries((doc as OpenApiDoc).paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      const body = op.requestBody?.content['application/json']?.schema;
      ops.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema })),
        body,
        opaqueBody: !body && ['POST', 'PUT', 'PATCH'].includes(method.toUpperCase()),
        fileTypes: Object.entries(op.responses ?? {})
          .filter(([status]) => status.startsWith('2'))
          .flatMap(([, r]) => Object.keys(r.content ?? {}))
          .filter((type) => !type.includes('json')),
      });
    }
  }
  return ops;
}

/** Every body property name in the document (for schema-less bodies such as the owner edit). */
export function bodyKeysOf(ops: Operation[]): string[] {
  const keys = new Set(['make', 'kilometers', 'ownership', 'location', 'fuelType', 'car_model', 'brand', 'model', 'variant', 'city', 'images', 'id', 'status']);
  const walk = (s?: JsonSchema) => {
    if (!s) return;
    for (const [k, v] of Object.entries(s?.properties ?? {})) {
      keys.add(k);
      walk(v);
    }
    walk(s?.items);
  };
  for (const op of ops) walk(op.body);
  return [...keys];
}

/** encodeURIComponent, except that a lone surrogate goes out as its (invalid) UTF-8 bytes instead of throwing. */
export function encodeText(s: string): string {
  let out = '';
  for (const ch of s) {
    const c = ch.charCodeAt(0);
    out += ch.length === 1 && c >= 0xd800 && c <= 0xdfff
      ? [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('')
      : encodeURIComponent(ch);
  }
  return out;
}

export const REF_KINDS = [
  'ownListing', 'ownApproved', 'othersListing', 'inquiry', 'notification', 'savedSearch', 'looseImage', 'listingImage', 'conversation', 'offer', 'visit',
] as const;
export type RefKind = (typeof REF_KINDS)[number];
export type PathValue = { ref: RefKind } | { text: string } | { raw: string };
/** In example bodies and multipart fields, a real id of that kind: `$ref:ownListing`. */
export const REF_PREFIX = '$ref:';

// No caller holds a valid token of an account that does not exist: minting one needs the server's secret.
export const CALLERS = ['anonymous', 'user', 'otherUser', 'admin', 'garbage', 'emptyBearer', 'expired', 'wrongSecret'] as const;
export type Caller = (typeof CALLERS)[number];

export interface MultipartSpec {
  parts: Array<{ name: string; filename?: string; type?: string; data: string | { sample: number } }>;
  boundary: 'ok' | 'missing' | 'wrong';
  truncate: boolean;
}
export type BodySpec = { json: unknown } | { text: string } | { multipart: MultipartSpec };

export interface FuzzRequest {
  caller: Caller;
  ip: string;
  path: Record<string, PathValue>;
  query: string;
  contentType?: string;
  body?: BodySpec;
}

/** The kind of row a path parameter most likely names, drawn more often than the others. */
function likelyKind(path: string, param: string): RefKind {
  if (param === 'imageId' || path.includes('/upload/files/')) return 'listingImage';
  if (path.includes('/favorite/') || path.includes('/contact/')) return 'ownApproved';
  if (path.includes('/notifications/')) return 'notification';
  if (path.includes('/saved-searches/')) return 'savedSearch';
  if (path.includes('/inquiries/')) return 'inquiry';
  if (path.includes('/conversations/')) return 'conversation';
  if (path.includes('/offers/')) return 'offer';
  if (path.includes('/visits/')) return 'visit';
  return path.includes('/admin/') ? 'othersListing' : 'ownListing';
}

/** Slugs that name something in the fuzz world (a dealer's page, issue 22). */
const WORLD_SLUGS = ['fuzz-motors-pune'];

const pathValue = (path: string, param: string): fc.Arbitrary<PathValue> =>
  fc.oneof(
    param === 'slug'
      ? { arbitrary: fc.constantFrom(...WORLD_SLUGS).map((text) => ({ text })), weight: 4 }
      : { arbitrary: fc.constant({ ref: likelyKind(path, param) }), weight: 4 },
    { arbitrary: fc.constantFrom(...REF_KINDS).map((ref) => ({ ref })), weight: 2 },
    { arbitrary: fc.uuid().map((text) => ({ text })), weight: 1 },
    { arbitrary: hostileString.filter((s) => s.length <= 300).map((text) => ({ text })), weight: 2 },
    { arbitrary: fc.constantFrom('%00', '%ZZ', '%', '.', '..', '%2F', '%ED%A0%80', 'x'.repeat(201)).map((raw) => ({ raw })), weight: 1 },
  );

const RAW_QUERY = ['%', '%ZZ', '%00', '%ED%A0%80', '%C0%80', '%FF', '&&', '=', 'a[b]=1', '__proto__[admin]=1', 'constructor=1', '+'];

function queryFor(op: Operation): fc.Arbitrary<string> {
  const pairs = op.query.map(({ name, schema }) =>
    fc.option(
      fc.oneof(
        { arbitrary: plausible(schema, []).map((v) => [String(v)]), weight: 5 },
        { arbitrary: hostileString.map((v) => [v]), weight: 2 },
        { arbitrary: fc.array(plausible(schema, []).map(String), { minLength: 2, maxLength: 3 }), weight: 1 },
      ).map((values) => values.map((v) => `${encodeText(name)}=${encodeText(v)}`).join('&')),
      { freq: 2 },
    ),
  );
  const extra = rarely(fc.oneof(fc.constantFrom(...RAW_QUERY), hostileString.map((v) => `unknown=${encodeText(v)}`)));
  return fc.tuple(fc.tuple(...pairs), extra).map(([parts, more]) => [...parts, more].filter((p) => p !== null).join('&'));
}

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8'];
const WRONG_TYPES = [
  'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'multipart/form-data; boundary=----x', 'application/xml',
  'application/json; charset=latin1', 'APPLICATION/JSON', 'application/vnd.api+json', ';;', '*/*',
];
const contentType = fc.oneof({ arbitrary: fc.constantFrom(...JSON_TYPES), weight: 12 }, { arbitrary: fc.constantFrom(...WRONG_TYPES), weight: 2 }, { arbitrary: fc.constant(undefined), weight: 1 });

const BAD_JSON = [
  '{', '{"a":', '[1,2', 'nul', 'tru', '{"a":1}}', '\u0000', '{"a":"\\ud800"}', '{"a":"\\u0000"}', '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}', '"just a string"', '123', 'null', '[]', ' ', '{"a":1,"a":2}', '\ufeff{}',
  '{"price":1e400,"year":-1e400,"km_driven":1e-400}',
];
const badJson = fc.oneof(
  { arbitrary: fc.constantFrom(...BAD_JSON), weight: 4 },
  { arbitrary: fc.integer({ min: 100, max: 100_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)), weight: 1 },
  { arbitrary: fc.integer({ min: 100, max: 100_000 }).map((n) => '{"a":'.repeat(n) + '1' + '}'.repeat(n)), weight: 1 },
  { arbitrary: fc.constant(`{"a":"${'x'.repeat(1024 * 1024)}"}`), weight: 1 }, // over the 1 MB body limit
);

function multipartFor(samples: number): fc.Arbitrary<MultipartSpec> {
  const data = fc.oneof(fc.integer({ min: 0, max: samples - 1 }).map((sample) => ({ sample })), hostileString);
  const file = fc.record({
    name: fc.oneof(fc.constantFrom('images', 'video', 'avatar', 'logo', 'file', 'photos'), hostileString),
    filename: fc.oneof(fc.constantFrom('photo.jpg', 'clip.mp4', 'stock.csv', 'photos.zip', '../../etc/passwd', 'a\u0000.jpg', '"quoted".png', ''), hostileString),
    type: fc.constantFrom('image/jpeg', 'image/png', 'video/mp4', 'application/octet-stream', 'text/html'),
    data,
  });
  const field = fc.record({ name: fc.oneof(fc.constant('carId'), hostileString), data: fc.oneof(fc.constant(''), hostileString) });
  const random = fc.record({
    parts: fc.array(fc.oneof(file, field), { maxLength: 4 }),
    boundary: fc.constantFrom('ok', 'ok', 'ok', 'missing', 'wrong'),
    truncate: fc.boolean(),
  });
  // One well-formed file (sample 0 an image, 1 a video), now and then after a carId: uploads that succeed.
  const wellFormed = fc
    .tuple(fc.constantFrom('images', 'video', 'avatar'), fc.integer({ min: 0, max: 1 }), fc.option(fc.constant({ name: 'carId', data: '$ref:ownListing' }), { freq: 3 }))
    .map(([name, sample, carId]): MultipartSpec => ({
      parts: [...(carId ? [carId] : []), { name, filename: sample ? 'clip.mp4' : 'photo.jpg', type: sample ? 'video/mp4' : 'image/jpeg', data: { sample } }],
      boundary: 'ok',
      truncate: false,
    }));
  return fc.oneof({ arbitrary: random, weight: 3 }, { arbitrary: wellFormed, weight: 2 });
}

export interface GeneratorInput {
  /** Property names of every body in the document. */
  keys: string[];
  /** How many sample files (images, video, junk) the multipart generator may pick from. */
  samples: number;
  /** A valid body per operation (`POST /api/v1/…`), mutated a field or two at a time to get past validation. */
  examples: Record<string, Record<string, unknown>>;
}

/** The example with up to two fields replaced by schema-shaped or hostile values, or removed. */
function mutated(example: Record<string, unknown>, schema: JsonSchema | undefined, keys: string[]): fc.Arbitrary<unknown> {
  const names = [...new Set([...Object.keys(example), ...Object.keys(schema?.properties ?? {})])];
  const change = fc
    .constantFrom(...names)
    .chain((name) => fc.oneof(valueFor(schema?.properties?.[name], keys), fc.constant(undefined)).map((value) => [name, value] as const));
  return fc.array(change, { maxLength: 2 }).map((changes) => ({ ...example, ...Object.fromEntries(changes) }));
}

function bodyFor(op: Operation, input: GeneratorInput): fc.Arbitrary<BodySpec | undefined> {
  const json = (v: fc.Arbitrary<unknown>) => v.map((value) => ({ json: value }));
  const text = badJson.map((t) => ({ text: t }));
  const example = input.examples[`${op.method} ${op.path}`];
  if (op.body) {
    return fc.oneof(
      { arbitrary: json(example ? mutated(example, op.body, input.keys) : valueFor(op.body, input.keys)), weight: 6 },
      { arbitrary: json(valueFor(op.body, input.keys)), weight: 3 },
      { arbitrary: json(hostileValue), weight: 1 },
      { arbitrary: text, weight: 2 },
    );
  }
  const none = fc.constant(undefined);
  if (op.opaqueBody) {
    const multipart = multipartFor(input.samples).map((m) => ({ multipart: m }));
    return fc.oneof({ arbitrary: multipart, weight: 6 }, { arbitrary: none, weight: 1 }, { arbitrary: json(hostileValue), weight: 1 }, { arbitrary: text, weight: 1 });
  }
  return fc.oneof({ arbitrary: none, weight: 6 }, { arbitrary: json(fc.constant({})), weight: 2 }, { arbitrary: json(hostileValue), weight: 1 }, { arbitrary: text, weight: 1 });
}

/** Mostly the caller the route is for (admin routes an admin, the rest a user), often nobody, sometimes anyone. */
const callerFor = (op: Operation) =>
  fc.oneof(
    { arbitrary: fc.constant<Caller>(op.path.includes('/admin/') ? 'admin' : 'user'), weight: 5 },
    { arbitrary: fc.constant<Caller>('anonymous'), weight: 2 },
    { arbitrary: fc.constantFrom<Caller>(...CALLERS), weight: 2 },
  );

export function requestFor(op: Operation, input: GeneratorInput): fc.Arbitrary<FuzzRequest> {
  const path = fc.tuple(...op.pathParams.map((p) => pathValue(op.path, p))).map((values) => Object.fromEntries(op.pathParams.map((p, i) => [p, values[i]!])));
  const multipartRoute = op.opaqueBody;
  return fc.record({
    caller: callerFor(op),
    // Mostly many clients (per-IP limits stay out of the way), sometimes one that hits them.
    ip: fc.oneof({ arbitrary: fc.ipV4(), weight: 5 }, { arbitrary: fc.constant('203.0.113.7'), weight: 1 }),
    path,
    query: queryFor(op),
    contentType: multipartRoute ? fc.constant(undefined) : contentType,
    body: bodyFor(op, input),
  });
}
