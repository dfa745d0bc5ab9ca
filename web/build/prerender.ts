import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';

/** Where the built page for /home goes: the BFF serves it for /home and / (bff web-app.ts). */
export const HOME_PAGE = path.join('home', 'index.html');

const ROOT_DIV = '<div id="root"></div>';
const EMOTION_STYLE = /<style data-emotion="[^"]*"[^>]*>[\s\S]*?<\/style>/g;

/** The shape of web/src/entry-server.tsx once built (kept in step with its exports). */
interface ServerEntry {
  renderHome(): Promise<{ html: string; title: string }>;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The app's page (`shell`, the built index.html with its script and preload tags) with the
 * prerendered markup in #root and the Emotion styles it rendered moved into the head. Emotion
 * renders a `<style data-emotion="css …">` tag before the first element that uses each style;
 * in the head they paint the page before any script, and Emotion's client cache adopts them by
 * those same attributes instead of inserting the rules again.
 */
export function composeHomePage(shell: string, rendered: { html: string; title: string }): string {
  if (!shell.includes(ROOT_DIV)) throw new Error(`index.html has no ${ROOT_DIV} to fill`);
  const styles = rendered.html.match(EMOTION_STYLE) ?? [];
  const markup = rendered.html.replace(EMOTION_STYLE, '');
  return shell
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(rendered.title)}</title>`)
    .replace('</head>', `${styles.join('')}\n  </head>`)
    .replace(ROOT_DIV, `<div id="root" data-prerendered="home">${markup}</div>`);
}

/**
 * After the client build: builds web/src/entry-server.tsx for Node, renders /home with it and
 * writes dist/home/index.html, so the first view paints before the JavaScript runs (main.tsx
 * hydrates it). Runs before the precompression plugin's `closeBundle` (order 'pre'), so the page
 * gets its .br and .gz copies like every other file.
 */
export function prerenderHome(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'cutshop:prerender-home',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        const serverDir = path.join(root, 'node_modules', '.cache', 'cutshop-prerender');
        await build({
          configFile: false,
          root,
          logLevel: 'warn',
          plugins: [react()],
          // Everything bundled into one Node module: the workspace packages are TypeScript
          // sources, and one file needs no node_modules resolution at run time.
          ssr: { noExternal: true },
          build: {
            ssr: 'src/entry-server.tsx',
            outDir: serverDir,
            emptyOutDir: true,
            target: 'node20',
            rolldownOptions: { output: { entryFileNames: 'entry-server.mjs' } },
          },
        });
        const entryFile = path.join(serverDir, 'entry-server.mjs');
        const entry = (await import(
          `${pathToFileURL(entryFile).href}?t=${Date.now()}`
        )) as ServerEntry;
        const shell = await readFile(path.join(outDir, 'index.html'), 'utf8');
        const page = composeHomePage(shell, await entry.renderHome());
        await mkdir(path.join(outDir, 'home'), { recursive: true });
        await writeFile(path.join(outDir, HOME_PAGE), page);
        await rm(serverDir, { recursive: true, force: true });
      },
    },
  };
}
