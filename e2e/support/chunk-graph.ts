import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WEB_DIST } from './paths';

/** One chunk of Vite's build manifest (the fields the checks read). */
export interface ManifestChunk {
  file: string;
  /** The source file of an entry or a lazily imported module, relative to web/. */
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** Vite's build manifest: chunks by key, each naming the chunks it imports. */
export type Manifest = Record<string, ManifestChunk>;

/**
 * The chunk graph of the build in `distDir` (`build.manifest` in web/vite.config.ts writes it
 * to dist/.vite/manifest.json); read by the first-load checks and the bench.
 */
export function readManifest(distDir: string = WEB_DIST): Manifest {
  const file = join(distDir, '.vite/manifest.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch (error) {
    throw new Error(`cannot read ${file} (is build.manifest on in web/vite.config.ts?)`, {
      cause: error,
    });
  }
}

/** Every chunk key reachable from the entries, static and lazy imports alike, but not through `cut`. */
function reachable(manifest: Manifest, cut: ReadonlySet<string>): Set<string> {
  const seen = new Set<string>();
  const queue = Object.keys(manifest).filter((key) => manifest[key]?.isEntry && !cut.has(key));
  while (queue.length > 0) {
    const key = queue.pop() as string;
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    for (const next of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) {
      if (!cut.has(next) && !seen.has(next)) queue.push(next);
    }
  }
  return seen;
}

/**
 * The files (JavaScript and CSS, as served under /assets/) that only the modules under
 * `srcFolder` (e.g. `src/features/admin/`) need: the chunks the app could do without if those
 * lazy modules did not exist. Code shared with the rest of the app is not counted. Throws when
 * no lazy chunk comes from that folder, since then the area has no chunk of its own.
 */
export function chunksOnlyFor(manifest: Manifest, srcFolder: string): string[] {
  const roots = Object.keys(manifest).filter((key) => manifest[key]?.src?.startsWith(srcFolder));
  if (roots.length === 0) {
    throw new Error(`no chunk of its own comes from ${srcFolder}: it is bundled with other code`);
  }
  const all = reachable(manifest, new Set());
  const without = reachable(manifest, new Set(roots));
  const files = new Set<string>();
  for (const key of all) {
    if (without.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) continue;
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
  }
  // CSS a shared chunk also pulls in is not the area's own.
  for (const key of without) {
    for (const css of manifest[key]?.css ?? []) files.delete(`/${css}`);
  }
  return [...files].sort();
}

/** The served path of the chunk built from `src` (e.g. `src/features/admin/admin-routes.tsx`). */
export function chunkFileOf(manifest: Manifest, src: string): string {
  const chunk = Object.values(manifest).find((candidate) => candidate.src === src);
  if (!chunk) throw new Error(`no chunk is built from ${src}`);
  return `/${chunk.file}`;
}

/**
 * The files an entry needs before any lazy import runs (its static imports, transitively, with
 * their CSS): what the HTML loads and preloads on every first visit.
 */
export function chunksLoadedFirst(manifest: Manifest): string[] {
  const seen = new Set<string>();
  const queue = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  while (queue.length > 0) {
    const key = queue.pop() as string;
    if (seen.has(key)) continue;
    seen.add(key);
    queue.push(...(manifest[key]?.imports ?? []));
  }
  const files = [...seen].flatMap((key) => {
    const chunk = manifest[key];
    return chunk ? [`/${chunk.file}`, ...(chunk.css ?? []).map((css) => `/${css}`)] : [];
  });
  return [...new Set(files)].sort();
}
