// Raw HTTP/1.1 requests for the parser-level part of the fuzz test: broken request lines, framing
// headers that contradict each other, bytes not allowed in headers, bad chunks, oversized headers.
// app.inject() never reaches Node's HTTP parser, so these go over a real socket.
import fc from 'fast-check';

const methods = fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'get', 'G\u0000T', 'FOO', '', 'CONNECT', 'TRACE', 'PROPFIND', 'QUERY');
const paths = fc.constantFrom(
  '/api/health', '/api/v1/cars/', '/api/v1/auth/admin/login/', '/api/v1/cars/%ZZ/', '/api/v1/cars/?search=%00',
  '/api/v1/a b/', '/api/v1/\u0000/', '*', 'http://evil.example/api/health', '', `/api/v1/cars/${'x'.repeat(20_000)}/`,
);
const versions = fc.constantFrom('HTTP/1.1', 'HTTP/1.1', 'HTTP/1.1', 'HTTP/1.0', 'HTTP/2.0', 'HTTP/9.9', 'HTTP/1', 'http/1.1', '');
const headerLine = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      'Content-Type: application/json', 'Transfer-Encoding: chunked', 'Content-Length: 5', 'Content-Length: 0', 'Content-Length: -1',
      'Content-Length: 5, 6', 'Content-Length: abc', 'Transfer-Encoding: gzip, chunked', 'Transfer-Encoding: chunked, gzip',
      'Transfer-Encoding: identity', 'X-Bad\u0000: x', 'X-Note: a\u0000b', 'Bad Header', ': empty', ' folded: continuation',
      'Connection: keep-alive', 'Authorization: Bearer garbage', 'X-Request-Id: \u00ff\u00fe', 'Host: localhost', 'Host: a, b',
      'Expect: 100-continue', 'Expect: teapot', 'Connection: Upgrade', 'Upgrade: websocket', 'Content-Type: multipart/form-data',
    ),
    weight: 6,
  },
  { arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 40 }).map((v) => `X-Fuzz: ${v}`), weight: 2 },
  { arbitrary: fc.constant(`X-Big: ${'a'.repeat(20_000)}`), weight: 1 },
);
const bodies = fc.constantFrom(
  '', '{}', '0\r\n\r\n', '5\r\nhello\r\n0\r\n\r\n', 'zz\r\n', 'ffffffffffffffffff\r\n', '{"email":"a","password":"b"}',
  `3;ext=${'x'.repeat(20_000)}\r\nabc\r\n0\r\n\r\n`, '{"a":"\u0000"}',
);

const request = fc
  .record({ method: methods, path: paths, version: versions, host: fc.boolean(), headers: fc.array(headerLine, { maxLength: 5 }), body: bodies })
  .map(({ method, path, version, host, headers, body }) =>
    Buffer.from(`${method} ${path} ${version}\r\n${[...(host ? ['Host: localhost'] : []), ...headers].join('\r\n')}\r\n\r\n${body}`, 'latin1'),
  );

/** One raw request (or plain garbage bytes) as it would arrive on a connection. */
export const rawRequestFor = () =>
  fc.oneof({ arbitrary: request, weight: 8 }, { arbitrary: fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b)), weight: 1 });
