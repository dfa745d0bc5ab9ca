import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { APPEND_IN_TURN } from './batched-module-preload.ts';

/** The languages each first page is rendered in (web/src/lib/i18n/languages.ts). */
const LANGUAGES = ['en', 'es'] as const;
type Language = (typeof LANGUAGES)[number];

/** The language of each page's plain index.html (web/src/app/prerender-language.ts). */
const DEFAULT_LANGUAGE: Language = 'en';

/** Where the built page of `pagePath` in `language` goes: `home/index.es.html`. */
export function pageFile(pagePath: string, language: string): string {
  return path.join(...pagePath.split('/').filter(Boolean), `index.${language}.html`);
}

/** The page for /home in the default language, which the BFF serves for / too. */
export const HOME_PAGE = path.join('home', 'index.html');

const ROOT_DIV = '<div id="root"></div>';
const EMOTION_STYLE = /<style data-emotion="[^"]*"[^>]*>[\s\S]*?<\/style>/g;

/** The shape of web/src/entry-server.tsx once built (kept in step with its exports). */
interface ServerEntry {
  PRERENDERED_PAGES: readonly string[];
  renderPage(pagePath: string, language: Language): Promise<{ html: string; title: string }>;
  renderTrackPreviews(language: Language): Promise<Readonly<Record<string, string>>>;
  trackPreviewFile(language: Language): string;
}

/** The parts of Vite's build manifest read here. */
type Manifest = Record<string, { file: string; name?: string; imports?: string[] }>;

/**
 * The code a page shows its content with, beyond the entry, preloaded from its head (by
 * manifest key, or a shared chunk's name): the tracking page paints its order, its largest
 * paint, only once its chunk and the later screens' recipes are here (app-routes.tsx), so they
 * download beside the entry rather than after it has run.
 */
const PAGE_CODE: Readonly<Record<string, readonly string[]>> = {
  '/track': ['src/features/ordering/track/track-page.tsx', 'route-recipes'],
};

/** The manifest key of `code`: a key as it is, or the key of the chunk of that name. */
function manifestKey(manifest: Manifest, code: string): string {
  if (manifest[code]) return code;
  const named = Object.keys(manifest).filter((key) => manifest[key]?.name === code);
  if (named.length !== 1) throw new Error(`the build has ${named.length} chunks for ${code}`);
  return named[0] as string;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** An Emotion style tag as rendered: its key and ids (`css abc def`) and its CSS. */
const EMOTION_TAG = /^<style data-emotion="([^"]*)"[^>]*>([\s\S]*)<\/style>$/;

/**
 * The style tags Emotion rendered, for the head: the global styles' tags (`css-global …`, each
 * found again by its own `Global`) as they are, then the class styles' tags as one tag naming
 * all their ids, their rules in the order rendered. `data-s` tells Emotion's client cache the
 * tags are where they belong. The cache still moves each class tag it adopts to the end of the
 * head, once per tag (a move parses its CSS again): one tag, one move, and the order the page
 * has after that move (globals, then classes) from the first paint.
 */
export function emotionStylesForHead(tags: readonly string[]): string[] {
  const globals: string[] = [];
  const ids: string[] = [];
  const rules: string[] = [];
  for (const tag of tags) {
    const [, names = '', css = ''] = EMOTION_TAG.exec(tag) ?? [];
    const [key, ...tagIds] = names.split(' ');
    if (key === 'css' && tagIds.length > 0) {
      ids.push(...tagIds);
      rules.push(css);
    } else {
      globals.push(
        tag.replace(/^<style data-emotion="([^"]*)"/, '<style data-emotion="$1" data-s=""'),
      );
    }
  }
  const classes =
    ids.length > 0
      ? [`<style data-emotion="css ${ids.join(' ')}" data-s="">${rules.join('')}</style>`]
      : [];
  return [...globals, ...classes];
}

/**
 * The pages whose app starts after their load event, as they show what they are for without
 * their scripts: /home works without them (its links are links, its language choice a form the
 * server answers), so it is interactive as soon as it is shown; a tracking page comes with its
 * order's heading and status filled in by the server (its preview). Their scripts wait for the
 * load event rather than hold the first paint (docs/architecture.md, "The first pages").
 */
export const PAGES_STARTED_AFTER_LOAD: readonly string[] = ['/home', '/track'];

/**
 * The script such a page carries instead of the app's (a classic script, deferred, so it runs
 * before the load event): in a task after that event (once its handlers have run) it adds the
 * module script its own tag names (`data-entry`), then the module preloads (`data-preload`) in
 * tasks of their own, a few at a time, with the queue the preload helper adds an import's links
 * with (APPEND_IN_TURN, batched-module-preload.ts): a tracking page names about two dozen, one task of 30 to 60 ms
 * on a mid-range host when added at once.
 */
export const START_AFTER_LOAD_SCRIPT = `(function () {
  var tag = document.currentScript;${APPEND_IN_TURN}
  function start() {
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = tag.dataset.entry;
    document.head.appendChild(script);
    tag.dataset.preload.split(' ').filter(Boolean).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      cutshopAppendInTurn(link);
    });
  }
  function afterLoad() {
    setTimeout(start, 0);
  }
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad);
})();
`;

/** Where the build writes START_AFTER_LOAD_SCRIPT: under assets/, named by its content. */
export function startAfterLoadFile(): string {
  const hash = createHash('sha256').update(START_AFTER_LOAD_SCRIPT).digest('hex').slice(0, 10);
  return `assets/start-after-load-${hash}.js`;
}

/** What a page adds to the app's page: its language, path and the chunks it preloads. */
export interface PageOptions {
  /** The page's path, written on #root (`data-prerendered`) for main.tsx to check. */
  pagePath: string;
  /** The language the markup is in, written on `<html lang>`. */
  language: string;
  /** Files under the site root (`assets/x.js`) to preload besides the entry's: its language's texts. */
  preload?: readonly string[];
  /**
   * The file of START_AFTER_LOAD_SCRIPT (`assets/start-after-load-….js`) when the page's app
   * starts after its load event: the page then carries that script, naming the entry and the
   * preloads, instead of their tags.
   */
  startAfterLoad?: string;
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/[^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/[^"]+)">/g;

/**
 * `head` (the app page's head with the page's own preloads) with its module script and module
 * preloads replaced by the script that adds them after the load event.
 */
function startingAfterLoad(head: string, starter: string): string {
  const entry = ENTRY_SCRIPT.exec(head)?.[1];
  if (entry === undefined) throw new Error('index.html has no module script to start later');
  const preloads = [...head.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string);
  const tag =
    `<script defer src="/${starter}" data-entry="${entry}" ` +
    `data-preload="${preloads.join(' ')}"></script>`;
  return head
    .replace(ENTRY_SCRIPT, tag)
    .replace(MODULE_PRELOAD, '')
    .replace(/\n\s*\n/g, '\n');
}

/**
 * The app's page (`shell`, the built index.html with its script and preload tags) with the
 * prerendered markup in #root and the Emotion styles it rendered moved into the head. Emotion
 * renders a `<style data-emotion="css …">` tag before the first element that uses each style;
 * in the head they paint the page before any script, and Emotion's client cache adopts them by
 * those same attributes instead of inserting the rules again (or moving the tags).
 */
export function composePage(
  shell: string,
  rendered: { html: string; title: string },
  { pagePath, language, preload = [], startAfterLoad }: PageOptions,
): string {
  if (!shell.includes(ROOT_DIV)) throw new Error(`index.html has no ${ROOT_DIV} to fill`);
  const styles = emotionStylesForHead(rendered.html.match(EMOTION_STYLE) ?? []);
  const markup = rendered.html.replace(EMOTION_STYLE, '');
  const preloads = preload
    .filter((file) => !shell.includes(`"/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  const [head = '', body = ''] = shell.split('</head>');
  const scripts = `${head}${preloads.join('')}`;
  return [
    startAfterLoad === undefined ? scripts : startingAfterLoad(scripts, startAfterLoad),
    `${styles.join('')}\n  </head>`,
    body,
  ]
    .join('')
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(rendered.title)}</title>`)
    .replace(ROOT_DIV, `<div id="root" data-prerendered="${pagePath}">${markup}</div>`);
}

/** `keys` and every chunk they import statically, as files. */
function filesOf(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = [...keys];
  while (queue.length > 0) {
    const key = queue.pop() as string;
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) continue;
    seen.add(key);
    queue.push(...(chunk.imports ?? []));
  }
  return [...seen].map((key) => (manifest[key] as { file: string }).file);
}

/**
 * After the client build: builds web/src/entry-server.tsx for Node, renders /home with it and
 * writes dist/home/index.html, so the first view paints before the JavaScript runs (main.tsx
 * hydrates it). Runs before the precompression plugin's `closeBundle` (order 'pre'), so the page
 * gets its .br and .gz copies like every other file.
 */
export function prerenderPages(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'cutshop:prerender-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        // One folder per build process: two builds at once never share it.
        const serverDir = path.join(
          root,
          'node_modules',
          '.cache',
          `cutshop-prerender-${process.pid}`,
        );
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
        if (!/<html lang="[^"]*"/.test(shell)) throw new Error('index.html has no <html lang>');
        const manifest = JSON.parse(
          await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
        ) as Manifest;
        const starter = startAfterLoadFile();
        await writeFile(path.join(outDir, starter), START_AFTER_LOAD_SCRIPT);
        for (const pagePath of entry.PRERENDERED_PAGES) {
          for (const language of LANGUAGES) {
            // The page's language chunk, and the tracking page's code (PAGE_CODE): the other
            // pages' lazy code (the wizard, the back office) is fetched by main.tsx as it starts.
            // Preloaded from the head, its score of files would compete with the first paint
            // on a slow connection.
            const pageCode = (PAGE_CODE[pagePath] ?? []).map((code) => manifestKey(manifest, code));
            const preload = filesOf(manifest, [
              `src/lib/i18n/locales/${language}/shell.ts`,
              ...pageCode,
            ]);
            const page = composePage(shell, await entry.renderPage(pagePath, language), {
              pagePath,
              language,
              preload,
              ...(PAGES_STARTED_AFTER_LOAD.includes(pagePath) ? { startAfterLoad: starter } : {}),
            });
            const file = path.join(outDir, pageFile(pagePath, language));
            await mkdir(path.dirname(file), { recursive: true });
            await writeFile(file, page);
            if (language === DEFAULT_LANGUAGE) {
              await writeFile(path.join(path.dirname(file), 'index.html'), page);
            }
          }
        }
        // The tracking page's preview templates, which the BFF fills in with the link's order.
        for (const language of LANGUAGES) {
          const templates = await entry.renderTrackPreviews(language);
          await writeFile(
            path.join(outDir, entry.trackPreviewFile(language)),
            JSON.stringify(templates),
          );
        }
        await rm(serverDir, { recursive: true, force: true });
      },
    },
  };
}
