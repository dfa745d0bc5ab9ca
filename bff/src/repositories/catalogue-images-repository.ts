import type { Knex } from 'knex';
import { toDbTimestamp } from '../db/columns';

/** An uploaded swatch image as it is kept: its content type and bytes. */
export interface StoredImage {
  contentType: string;
  bytes: Buffer;
}

/**
 * The swatch images the shop uploads, kept in the database so that every server process serves
 * them, each under the first 32 hex digits of its SHA-256.
 */
export interface CatalogueImagesRepository {
  /** Keeps an image; the same hash twice keeps the first (the same bytes). */
  save(hash: string, image: StoredImage, at: Date): Promise<void>;
  find(hash: string): Promise<StoredImage | undefined>;
}

interface ImageRow {
  content_type: string;
  bytes: Buffer | Uint8Array;
}

export function createCatalogueImagesRepository(db: Knex): CatalogueImagesRepository {
  return {
    async save(hash, image, at) {
      await db('catalogue_images')
        .insert({
          hash,
          content_type: image.contentType,
          bytes: image.bytes,
          byte_size: image.bytes.length,
          created_at: toDbTimestamp(at),
        })
        .onConflict('hash')
        .ignore();
    },

    async find(hash) {
      const row = (await db('catalogue_images').where({ hash }).first('content_type', 'bytes')) as
        ImageRow | undefined;
      if (row === undefined) return undefined;
      return { contentType: row.content_type, bytes: Buffer.from(row.bytes) };
    },
  };
}
