import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

/** One file of the export: its path inside the zip and its text (written as UTF-8). */
export interface ArchiveEntry {
  name: string;
  content: string;
}

/** A zip inside the export (homag-project.zip): its path and its files, zipped the same way. */
export interface NestedArchive {
  name: string;
  files: readonly ArchiveEntry[];
}

/** What the export zip holds: files, and zips of files. */
export type ExportZipEntry = ArchiveEntry | NestedArchive;

/**
 * How every entry of the export zip is written, so the same entries always give the same bytes
 * (docs/production.md, GET /api/orders/:uuid/export):
 *
 * - `mtime`: the DOS epoch, 1980-01-01 00:00:00, the earliest time a zip can hold. A zip entry's
 *   DOS time has no time zone and yazl writes it as the server's local wall-clock time, so any
 *   real instant (such as the order's createdAt) would give other bytes on a server in another
 *   zone, while the ETag would stay the same. The order's dates are inside order.json and
 *   production.txt.
 * - `forceDosTimestamp`: no extended (UTC) timestamp field beside the DOS time, for the same reason.
 * - `mode`: a regular file, readable by everyone, writable by its owner (0o100644).
 * - `compressionLevel`: deflate at zlib's default level (6).
 * - `layout`: named in the ETag; change it whenever anything above changes, so a client's copy
 *   under an old ETag is not taken for the new bytes.
 */
export const EXPORT_ZIP = {
  mtime: new Date(1980, 0, 1, 0, 0, 0),
  forceDosTimestamp: true,
  mode: 0o100644,
  compressionLevel: 6,
  layout: 'cutshop-export-zip/2',
} as const;

/** Characters of the base64url sha-256 kept in the ETag (27 x 6 = 162 bits). */
const ETAG_LENGTH = 27;

/**
 * A strong ETag for the zip `entries` would give, without building it: the sha-256 of the zip
 * layout, the zlib version (another deflate may give other bytes for the same text) and every
 * entry's kind, name and content (a nested zip's: its files' names and contents), each prefixed
 * with its byte length so no two different lists hash alike.
 */
export function exportEtag(entries: readonly ExportZipEntry[]): string {
  const hash = createHash('sha256');
  const add = (text: string) => {
    const bytes = Buffer.from(text, 'utf8');
    hash.update(`${bytes.length}:`);
    hash.update(bytes);
  };
  add(EXPORT_ZIP.layout);
  add(process.versions.zlib ?? '');
  for (const entry of entries) {
    if ('files' in entry) {
      add('archive');
      add(entry.name);
      add(String(entry.files.length));
      for (const file of entry.files) {
        add(file.name);
        add(file.content);
      }
    } else {
      add('file');
      add(entry.name);
      add(entry.content);
    }
  }
  return `"${hash.digest('base64url').slice(0, ETAG_LENGTH)}"`;
}

/**
 * The zip of `entries`, in their order, as a stream: yazl writes each entry as it is compressed,
 * so the answer starts before the archive is complete and the whole zip is never held in memory.
 * A nested zip is written the same way and streamed in as its entry.
 */
export function zipEntries(entries: readonly ExportZipEntry[]): Readable {
  const zip = new ZipFile();
  const { mtime, forceDosTimestamp, mode, compressionLevel } = EXPORT_ZIP;
  const options = { mtime, forceDosTimestamp, mode, compressionLevel };
  for (const entry of entries) {
    if ('files' in entry) zip.addReadStream(zipEntries(entry.files), entry.name, options);
    else zip.addBuffer(Buffer.from(entry.content, 'utf8'), entry.name, options);
  }
  zip.end();
  // yazl's output stream is a stream.PassThrough; its typings only promise a ReadableStream.
  return zip.outputStream as Readable;
}
