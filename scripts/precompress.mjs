// Writes file.br and file.gz beside each text file of the web build, at the strongest settings: done
// once here, the server sends these bytes as they are (@fastify/static's preCompressed) and spends no
// CPU per request, where compressing on the fly could afford only a fast, weaker setting.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const root = process.argv[2] ?? 'dist/web';
const textFile = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function textFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  // .vite/ holds the build's manifest, read by the server and never sent
  return entries
    .filter((entry) => entry.isFile() && textFile.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(
      (file) =>
        !path
          .relative(dir, file)
          .split(path.sep)
          .some((part) => part.startsWith('.')),
    );
}

async function precompress(file) {
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return { raw: source.length, br: br.length, gz: gz.length };
}

const files = await textFiles(root);
const sizes = await Promise.all(files.map(precompress));
const sum = (key) => sizes.reduce((total, size) => total + size[key], 0);
const kb = (bytes) => `${(bytes / 1000).toFixed(0)} kB`;
console.log(`precompressed ${files.length} files in ${root}: ${kb(sum('raw'))} -> ${kb(sum('br'))} brotli, ${kb(sum('gz'))} gzip`);
