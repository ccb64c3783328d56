// Writes .br and .gz beside every compressible build file; the server sends them as they are
// (@fastify/static preCompressed), so no response is compressed at request time.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.argv[2] ?? 'dist';
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
let count = 0;
(function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'server') walk(path); // the server renderer is never sent to browsers
    }
    else if (compressible.test(name) && statSync(path).size > 512) {
      const body = readFileSync(path);
      writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      count++;
    }
  }
})(root);
console.log(`precompressed ${count} files (brotli + gzip)`);
