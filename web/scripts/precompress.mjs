// After `vite build`: a brotli (.br) and a gzip (.gz) copy next to each text file of web/dist, made
// once here at the strongest settings rather than on every request; the server sends the copy the
// browser accepts (@fastify/static `preCompressed`). A copy that saves too little is not kept.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

// The folder is web/dist unless named (the server's tests precompress a folder of their own).
const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../dist'));
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/;
// Below this a file fits in one network packet anyway; over 90 % of the original is not worth a copy.
const MIN_BYTES = 1024;
const MAX_RATIO = 0.9;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function* filesUnder(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else yield file;
  }
}

let original = 0;
let brotliTotal = 0;
let count = 0;
for (const file of filesUnder(dist)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const bytes = fs.readFileSync(file);
  if (bytes.length < MIN_BYTES) continue;
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  for (const [suffix, packed] of [
    ['.br', br],
    ['.gz', gz],
  ]) {
    if (packed.length <= bytes.length * MAX_RATIO) fs.writeFileSync(file + suffix, packed);
  }
  original += bytes.length;
  brotliTotal += Math.min(br.length, bytes.length);
  count += 1;
}
const kb = (n) => `${Math.round(n / 1024)} kB`;
console.log(`precompressed ${count} files: ${kb(original)} -> ${kb(brotliTotal)} brotli`);
