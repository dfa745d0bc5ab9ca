import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { precompress, precompressDir } from '../build/precompress';

const SCRIPT = `export const rows = [${Array.from({ length: 300 }, (_, i) => `"row ${i}"`).join(', ')}];\n`;
const STYLE = `${Array.from({ length: 100 }, (_, i) => `.c${i} { margin: ${i}px; }`).join('\n')}\n`;
const PAGE = `<!doctype html><html><body>${'<p>Cut to size</p>'.repeat(50)}</body></html>\n`;
const IMAGE = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(2048, 1)]);

describe('the precompress build step', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'cutshop-precompress-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  async function sortedFiles(folder: string): Promise<string[]> {
    const entries = await readdir(folder, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      .sort();
  }

  it('writes brotli and gzip copies of text files that decode to the original', async () => {
    await mkdir(path.join(dir, 'assets'));
    await mkdir(path.join(dir, 'home'));
    await mkdir(path.join(dir, '.vite'));
    await writeFile(path.join(dir, 'assets', 'index-1a2b.js'), SCRIPT);
    await writeFile(path.join(dir, 'assets', 'index-1a2b.css'), STYLE);
    await writeFile(path.join(dir, 'home', 'index.html'), PAGE);
    await writeFile(path.join(dir, 'assets', 'logo-3c4d.png'), IMAGE);
    await writeFile(path.join(dir, 'assets', 'font-5e6f.woff2'), IMAGE);
    await writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify({ rows: SCRIPT }));
    await writeFile(path.join(dir, 'robots.txt'), 'x');

    const report = await precompressDir(dir);

    expect(report.files).toBe(4);
    expect(await sortedFiles(dir)).toEqual(
      [
        '.vite/manifest.json',
        'assets/font-5e6f.woff2',
        'assets/index-1a2b.css',
        'assets/index-1a2b.css.br',
        'assets/index-1a2b.css.gz',
        'assets/index-1a2b.js',
        'assets/index-1a2b.js.br',
        'assets/index-1a2b.js.gz',
        'assets/logo-3c4d.png',
        'home/index.html',
        'home/index.html.br',
        'home/index.html.gz',
        // One byte does not get smaller: no copy is written.
        'robots.txt',
      ].map((file) => file.split('/').join(path.sep)),
    );
    for (const [file, content] of [
      ['assets/index-1a2b.js', SCRIPT],
      ['assets/index-1a2b.css', STYLE],
      ['home/index.html', PAGE],
    ] as const) {
      const br = await readFile(path.join(dir, `${file}.br`));
      const gz = await readFile(path.join(dir, `${file}.gz`));
      expect(br.length).toBeLessThan(content.length);
      expect(brotliDecompressSync(br).toString()).toBe(content);
      expect(gunzipSync(gz).toString()).toBe(content);
    }
  });

  it('runs last in a real Vite build and compresses what dist holds by then', async () => {
    const root = path.join(dir, 'app');
    await mkdir(root);
    await writeFile(
      path.join(root, 'index.html'),
      '<!doctype html><html><body><script type="module" src="/main.js"></script></body></html>',
    );
    await writeFile(path.join(root, 'main.js'), `${SCRIPT}console.log(rows.length);\n`);
    const plugin = precompress();
    expect(plugin.enforce).toBe('post');

    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      build: { outDir: 'dist', emptyOutDir: true },
      plugins: [
        plugin,
        // A page another plugin writes at the end of the build, such as a prerendered route.
        {
          name: 'test:late-page',
          apply: 'build',
          async closeBundle() {
            await mkdir(path.join(root, 'dist', 'home'), { recursive: true });
            await writeFile(path.join(root, 'dist', 'home', 'index.html'), PAGE);
          },
        },
      ],
    });

    const dist = path.join(root, 'dist');
    const files = await sortedFiles(dist);
    const script = files.find((file) => /assets[\\/]index-.*\.js$/.test(file));
    expect(script).toBeDefined();
    expect(files).toContain(`${script}.br`);
    expect(files).toContain(`${script}.gz`);
    const home = await readFile(path.join(dist, 'home', 'index.html.br'));
    expect(brotliDecompressSync(home).toString()).toBe(PAGE);
  });
});
