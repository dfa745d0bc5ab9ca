import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  EXPORT_ZIP,
  exportEtag,
  zipEntries,
  type ArchiveEntry,
  type ExportZipEntry,
} from '../src/services/production/export-archive';
import { readZip } from './support/zip-reader';

/** The zip's bytes, read to the end. */
async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const ENTRIES: ArchiveEntry[] = [
  { name: 'order.json', content: '{\n  "name": "Kitchen island"\n}\n' },
  { name: 'production.txt', content: 'ORDER 1a2b3c4d5e6f\nÑandú: 600 x 720 mm\n' },
  { name: 'drawings/01-base-cabinets.svg', content: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
];

/** A DOS date: day | month << 5 | (year - 1980) << 9; 1980-01-01 is 1 | 1 << 5 = 33. */
const DOS_DATE_1980_01_01 = 33;
/** A DOS time: seconds / 2 | minutes << 5 | hours << 11; midnight is 0. */
const DOS_TIME_MIDNIGHT = 0;
/** Deflate, zip compression method 8. */
const DEFLATE = 8;

describe('the export zip', () => {
  it('holds every entry, in order, with its exact text', async () => {
    const read = await readZip(await bytesOf(zipEntries(ENTRIES)));
    expect(read.map((entry) => entry.name)).toEqual([
      'order.json',
      'production.txt',
      'drawings/01-base-cabinets.svg',
    ]);
    for (const [index, entry] of read.entries()) {
      expect(entry.content.toString('utf8')).toBe(ENTRIES[index]?.content);
    }
  });

  it('writes the fixed time, mode and compression, and no time-zone dependent field', async () => {
    for (const { entry } of await readZip(await bytesOf(zipEntries(ENTRIES)))) {
      expect(entry.lastModFileDate).toBe(DOS_DATE_1980_01_01);
      expect(entry.lastModFileTime).toBe(DOS_TIME_MIDNIGHT);
      // No extended (UTC) timestamp: only the DOS time, which has no zone.
      expect(entry.extraFields).toEqual([]);
      expect(entry.externalFileAttributes >>> 16).toBe(0o100644);
      expect(entry.compressionMethod).toBe(DEFLATE);
    }
    expect(EXPORT_ZIP.mode).toBe(0o100644);
  });

  it('gives the same bytes for the same entries', async () => {
    const first = await bytesOf(zipEntries(ENTRIES));
    const second = await bytesOf(zipEntries(ENTRIES.map((entry) => ({ ...entry }))));
    expect(first.equals(second)).toBe(true);
  });

  it('streams: a large archive arrives in several chunks', async () => {
    const many = Array.from({ length: 200 }, (_, index) => ({
      name: `drawings/${String(index).padStart(3, '0')}.svg`,
      // Text that does not deflate to nothing: each entry differs from every other.
      content: Array.from({ length: 400 }, (_, line) => `<line n="${index * 1000 + line}"/>`).join(
        '\n',
      ),
    }));
    const stream = zipEntries(many);
    let chunks = 0;
    const collected: Buffer[] = [];
    for await (const chunk of stream) {
      chunks += 1;
      collected.push(chunk as Buffer);
    }
    expect(chunks).toBeGreaterThan(1);
    const read = await readZip(Buffer.concat(collected));
    expect(read).toHaveLength(200);
    expect(read[199]?.content.toString('utf8')).toBe(many[199]?.content);
  });
});

describe('a zip inside the export', () => {
  const NESTED: ExportZipEntry[] = [
    ENTRIES[0]!,
    { name: 'homag-project.zip', files: [{ name: 'project.xml', content: '<project />\n' }] },
    ENTRIES[1]!,
  ];

  it('is an entry holding a zip of its files, written the same way', async () => {
    const read = await readZip(await bytesOf(zipEntries(NESTED)));
    expect(read.map((entry) => entry.name)).toEqual([
      'order.json',
      'homag-project.zip',
      'production.txt',
    ]);
    const inner = await readZip(read[1]!.content);
    expect(inner.map((entry) => [entry.name, entry.content.toString('utf8')])).toEqual([
      ['project.xml', '<project />\n'],
    ]);
    for (const { entry } of [...read, ...inner]) {
      expect(entry.lastModFileDate).toBe(DOS_DATE_1980_01_01);
      expect(entry.lastModFileTime).toBe(DOS_TIME_MIDNIGHT);
      expect(entry.externalFileAttributes >>> 16).toBe(0o100644);
    }
  });

  it('gives the same bytes for the same entries, and its own ETag', async () => {
    const first = await bytesOf(zipEntries(NESTED));
    const second = await bytesOf(zipEntries(NESTED.map((entry) => ({ ...entry }))));
    expect(first.equals(second)).toBe(true);
    expect(exportEtag(NESTED)).toBe(exportEtag(NESTED.map((entry) => ({ ...entry }))));
    // The same name and text as a plain file is another export.
    const flat: ExportZipEntry[] = [
      ENTRIES[0]!,
      { name: 'homag-project.zip', content: 'project.xml' },
      { name: 'project.xml', content: '<project />\n' },
      ENTRIES[1]!,
    ];
    expect(exportEtag(flat)).not.toBe(exportEtag(NESTED));
  });
});

describe('the export ETag', () => {
  it('is a strong, quoted tag, the same for the same entries', () => {
    const etag = exportEtag(ENTRIES);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(exportEtag(ENTRIES.map((entry) => ({ ...entry })))).toBe(etag);
  });

  it('changes with any name, content or order of the entries', () => {
    const etag = exportEtag(ENTRIES);
    const [first, second, third] = ENTRIES as [ArchiveEntry, ArchiveEntry, ArchiveEntry];
    const variants: ArchiveEntry[][] = [
      [{ ...first, name: 'order2.json' }, second, third],
      [first, { ...second, content: `${second.content} ` }, third],
      [second, first, third],
      [first, second],
      // The same characters split differently between a name and its content.
      [first, second, { name: `${third.name}<`, content: third.content.slice(1) }],
    ];
    const tags = variants.map(exportEtag);
    expect(tags).not.toContain(etag);
    expect(new Set(tags).size).toBe(variants.length);
  });
});
