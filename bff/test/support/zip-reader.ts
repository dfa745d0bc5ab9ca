import { fromBuffer, type Entry, type ZipFile } from 'yauzl';

/** One entry of a zip as read back: yauzl's record of it and its bytes. */
export interface ZipEntryRead {
  name: string;
  entry: Entry;
  content: Buffer;
}

function openZip(buffer: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    );
  });
}

function readContent(zip: ZipFile, entry: Entry): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(error);
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => resolve(Buffer.concat(chunks)));
      stream.on('error', reject);
    });
  });
}

/** Every entry of a zip held in memory, in the order of its central directory. */
export async function readZip(buffer: Buffer): Promise<ZipEntryRead[]> {
  const zip = await openZip(buffer);
  const entries: ZipEntryRead[] = [];
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      readContent(zip, entry)
        .then((content) => {
          entries.push({ name: entry.fileName, entry, content });
          zip.readEntry();
        })
        .catch(reject);
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}
