/**
 * `npm run analyze`: builds the web app with the bundle visualiser into a temporary folder (the
 * real build in web/dist is left alone) and writes its treemap of every chunk and the modules
 * in it, with gzip and brotli sizes, to bench/results/bundle.html (ignored by git). Then prints
 * the chunk graph's first-load files, the chunks only the admin area and only the wizard need,
 * and fails when a customer's first load would include an admin chunk.
 *
 *   npm run analyze
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { visualizer } from 'rollup-plugin-visualizer';
import { build, type PluginOption } from 'vite';
import {
  chunksLoadedFirst,
  chunksOnlyFor,
  readManifest,
  type Manifest,
} from '../../../e2e/support/chunk-graph';
import { ROOT } from '../../../e2e/support/paths';

const REPORT = join(ROOT, 'bench/results/bundle.html');

function printFiles(title: string, outDir: string, files: readonly string[]): void {
  let total = 0;
  const lines = files.map((file) => {
    const size = brotliCompressSync(readFileSync(join(outDir, file))).length;
    total += size;
    return `    ${file.padEnd(52)} ${(size / 1024).toFixed(1).padStart(7)} kB`;
  });
  console.log(`  ${title}: ${(total / 1024).toFixed(1)} kB brotli`);
  console.log(lines.join('\n'));
}

const outDir = mkdtempSync(join(tmpdir(), 'cutshop-analyze-'));
try {
  await build({
    configFile: join(ROOT, 'web/vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
    plugins: [
      visualizer({
        filename: REPORT,
        template: 'treemap',
        title: 'Cutshop web chunks',
        gzipSize: true,
        brotliSize: true,
        projectRoot: ROOT,
      }) as PluginOption,
    ],
  });
  const manifest: Manifest = readManifest(outDir);
  const first = chunksLoadedFirst(manifest);
  const admin = chunksOnlyFor(manifest, 'src/features/admin/');
  const wizard = chunksOnlyFor(manifest, 'src/features/ordering/wizard.tsx');
  console.log(`Treemap of the chunks and their modules: ${REPORT}`);
  printFiles('Every first load (the HTML entry and its static imports)', outDir, first);
  printFiles('Only the admin area', outDir, admin);
  printFiles('Only the wizard', outDir, wizard);
  const leaked = first.filter((file) => admin.includes(file) || wizard.includes(file));
  if (leaked.length > 0) {
    console.error(`The first load includes lazy-area chunks: ${leaked.join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
