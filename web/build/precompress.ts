import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Logger, Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Text formats worth compressing. Images, fonts (woff2 is compressed already), archives and
 * media are left alone: compressing them again costs time and saves nothing.
 */
const TEXT_EXTENSIONS = new Set([
  '.css',
  '.html',
  '.js',
  '.json',
  '.map',
  '.mjs',
  '.svg',
  '.txt',
  '.webmanifest',
  '.xml',
]);

/** What {@link precompressDir} wrote, for the build log and the tests. */
export interface PrecompressReport {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // Dot folders (.vite with the manifest) are never served, so they need no compressed copy.
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) beside every text file of
 * `dir`, so the server can send them as they are instead of
 * compressing on each request. A copy that would not be smaller than the file is not written.
 */
export async function precompressDir(dir: string): Promise<PrecompressReport> {
  const report: PrecompressReport = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for await (const file of filesUnder(dir)) {
    if (!TEXT_EXTENSIONS.has(path.extname(file).toLowerCase())) continue;
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
    if (br.length < source.length) await writeFile(`${file}.br`, br);
    if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
    report.files += 1;
    report.bytes += source.length;
    report.brotliBytes += Math.min(br.length, source.length);
    report.gzipBytes += Math.min(gz.length, source.length);
  }
  return report;
}

/**
 * The build step that writes the compressed copies of web/dist. It runs last (`enforce: 'post'`,
 * in `closeBundle`) and compresses whatever is in dist by then, so pages another plugin writes
 * or rewrites (a prerendered `home/index.html`, a rewritten `index.html`) get their copies too,
 * as long as that plugin writes them in an earlier hook or earlier in its own `closeBundle`
 * (plugins listed before this one in vite.config.ts run their `closeBundle` first).
 */
export function precompress(): Plugin {
  let outDir = '';
  let logger: Logger | undefined;
  return {
    name: 'cutshop:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const { files, bytes, brotliBytes, gzipBytes } = await precompressDir(outDir);
        const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`;
        logger?.info(
          `precompressed ${files} files: ${kB(bytes)} -> brotli ${kB(brotliBytes)}, gzip ${kB(gzipBytes)}`,
        );
      },
    },
  };
}
