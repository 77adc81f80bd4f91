// Pictures of the CMS pages (#39 point 8): staff upload one image with its alt text in both languages (or mark it
// decorative). sharp reads the real type from the bytes (name and declared type are not trusted) and writes every
// size the landing pages ask for, in AVIF and WebP, at upload time: a page view only reads files. Each file is
// named by a hash of its bytes, which is its public URL, so it can be cached for a year (a changed picture is a
// new upload with new names). The files are written first and removed again when the rows' transaction fails.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database } from '../../db/schema';
import type { BlockPicture, CmsPicture, ContentLang } from '../../shared/domain';
import { AppError } from '../../shared/errors';
import { type FileStorage, removeQuietly } from '../../shared/storage';
import type { Block } from './blocks';

/** The largest upload accepted (the route's body limit names the same). */
export const PICTURE_MAX_BYTES = 8 * 1024 * 1024;
export const PICTURE_LIMIT_TEXT = '8 MB';
/** The widths written (those above the original's width are left out: no upscaling). */
export const PICTURE_WIDTHS = [480, 960, 1600] as const;
export const PICTURE_ALT_MAX = 300;
/** Refuses decompression bombs: a small file that unpacks into a huge image. */
const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED = ['jpeg', 'png', 'webp'];
const FOLDER = 'cms-pictures';
export const PICTURE_PATH = '/wp-json/officefit/v1/cms_pictures/';
const MIME = { avif: 'image/avif', webp: 'image/webp' } as const;
type Format = keyof typeof MIME;

export interface PictureUpload {
  bytes: Buffer;
  alt: Record<ContentLang, string>;
  decorative: boolean;
  createdBy: number | null;
  /** The demo seed's name of a picture it ships. */
  seedKey?: string;
}

interface PictureFile {
  file_name: string;
  format: Format;
  width: number;
  height: number;
  data: Buffer;
}

const invalidType = () =>
  new AppError('invalid_data', 'rest_upload_type', 'Only image files (JPEG, PNG, WebP) are allowed.');

async function sniff(bytes: Buffer): Promise<{ width: number; height: number }> {
  if (bytes.length > PICTURE_MAX_BYTES) {
    throw new AppError('payload_too_large', 'file_too_big', `File too big. (Limit: ${PICTURE_LIMIT_TEXT})`);
  }
  try {
    // rotate() applies the EXIF orientation, so the stored size is the size as shown
    const info = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!info.format || !ACCEPTED.includes(info.format) || !info.width || !info.height) throw invalidType();
    const turned = (info.orientation ?? 1) >= 5;
    return turned ? { width: info.height, height: info.width } : { width: info.width, height: info.height };
  } catch (error) {
    throw error instanceof AppError ? error : invalidType();
  }
}

/** The widths to write for an original `width` pixels wide: the standard ones up to it, at least one. */
export function widthsFor(width: number): number[] {
  const fitting = PICTURE_WIDTHS.filter((w) => w <= width);
  return fitting.length ? fitting : [width];
}

async function encode(bytes: Buffer, width: number, format: Format): Promise<PictureFile> {
  // re-encoding drops metadata such as a camera's location and anything hidden after the image data
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, pages: 1 }).rotate().resize({ width });
  const { data, info } = await (
    format === 'avif' ? image.avif({ quality: 50, effort: 3 }) : image.webp({ quality: 78 })
  ).toBuffer({ resolveWithObject: true });
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 24);
  return {
    file_name: `${hash}-${info.width}.${format}`,
    format,
    width: info.width,
    height: info.height,
    data,
  };
}

/**
 * Writes the files, then the picture's rows in one transaction; answers the new id. When anything fails, the
 * files this call wrote are removed again (a file of the same bytes that an earlier upload owns stays).
 */
async function storePicture(
  db: Kysely<Database>,
  storage: FileStorage,
  input: PictureUpload,
  size: { width: number; height: number },
  files: PictureFile[],
): Promise<number> {
  const written: string[] = [];
  try {
    for (const file of files) {
      const key = `${FOLDER}/${file.file_name}`;
      await storage.put(key, file.data, MIME[file.format]);
      written.push(key);
    }
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('cms_pictures')
        .values({
          ...size,
          alt_de: input.decorative ? '' : input.alt.de,
          alt_en: input.decorative ? '' : input.alt.en,
          decorative: input.decorative,
          created_by: input.createdBy,
          seed_key: input.seedKey ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('cms_picture_files')
        .values(
          files.map(({ data, ...file }) => ({
            ...file,
            picture_id: row.id,
            storage_key: `${FOLDER}/${file.file_name}`,
            bytes: data.length,
          })),
        )
        .execute();
      return row.id;
    });
  } catch (error) {
    const owned = await db
      .selectFrom('cms_picture_files')
      .select('storage_key')
      .where('storage_key', 'in', written.length ? written : [''])
      .execute();
    const keep = new Set(owned.map((row) => row.storage_key));
    for (const key of written) if (!keep.has(key)) await removeQuietly(storage, key);
    throw error;
  }
}

export type PicturesService = ReturnType<typeof createPicturesService>;

export function createPicturesService(db: Kysely<Database>, storage: FileStorage) {
  const urlOf = (fileName: string) => `${PICTURE_PATH}${fileName}`;

  async function toCmsPicture(id: number): Promise<CmsPicture> {
    const row = await db.selectFrom('cms_pictures').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw pictureNotFound();
    const files = await filesOf([id]);
    const webp = files.filter((f) => f.format === 'webp').sort((a, b) => a.width - b.width);
    const thumbnail = webp[0];
    const middle = webp[Math.floor((webp.length - 1) / 2)];
    return {
      id: row.id,
      width: row.width,
      height: row.height,
      alt: { de: row.alt_de, en: row.alt_en },
      decorative: row.decorative,
      thumbnail: thumbnail ? urlOf(thumbnail.file_name) : '',
      src: middle ? urlOf(middle.file_name) : '',
      created_at: row.created_at.toISOString(),
    };
  }

  function filesOf(ids: number[]) {
    return db
      .selectFrom('cms_picture_files')
      .select(['picture_id', 'file_name', 'format', 'width'])
      .where('picture_id', 'in', ids)
      .orderBy('width')
      .execute();
  }

  return {
    /** Writes all sizes, then the rows in one transaction; on a failure no row and no file stays. */
    async upload(input: PictureUpload): Promise<CmsPicture> {
      const size = await sniff(input.bytes);
      let files: PictureFile[];
      try {
        files = await Promise.all(
          widthsFor(size.width).flatMap((w) =>
            (['avif', 'webp'] as const).map((f) => encode(input.bytes, w, f)),
          ),
        );
      } catch {
        throw invalidType();
      }
      return toCmsPicture(await storePicture(db, storage, input, size, files));
    },

    /** The editor's library, newest first. */
    async list(): Promise<CmsPicture[]> {
      const rows = await db
        .selectFrom('cms_pictures')
        .select('id')
        .orderBy('id', 'desc')
        .limit(200)
        .execute();
      return Promise.all(rows.map((row) => toCmsPicture(row.id)));
    },

    /** The id of the seed's picture `seedKey`, or undefined before it was uploaded. */
    async seeded(seedKey: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('cms_pictures')
        .select('id')
        .where('seed_key', '=', seedKey)
        .executeTakeFirst();
      return row?.id;
    },

    /** One file by its public name. */
    async file(fileName: string): Promise<{ mime: string; data: Buffer }> {
      const row = await db
        .selectFrom('cms_picture_files')
        .select(['storage_key', 'format'])
        .where('file_name', '=', fileName)
        .executeTakeFirst();
      const stored = row && (await storage.get(row.storage_key));
      if (!row || !stored) throw new AppError('not_found', 'picture_not_found', 'Picture not found.');
      return { mime: MIME[row.format], data: stored.body };
    },
  };
}

export function pictureNotFound(): AppError {
  return new AppError('invalid_data', 'cms_picture_not_found', 'The picture does not exist.');
}

/**
 * Fills in the pictures of `blocks` (the editor sent only their ids) from the database: the `srcset` of each
 * format, the size and the alt text in `lang`. An unknown id is refused, so nothing is saved.
 */
export async function resolveBlockPictures(
  db: Kysely<Database>,
  blocks: Block[],
  lang: ContentLang,
): Promise<Block[]> {
  const ids = [...new Set(blocks.flatMap((b) => (b.type === 'hero' && b.picture ? [b.picture.id] : [])))];
  if (!ids.length) return blocks;
  const rows = await db.selectFrom('cms_pictures').selectAll().where('id', 'in', ids).execute();
  const files = await db
    .selectFrom('cms_picture_files')
    .select(['picture_id', 'file_name', 'format', 'width'])
    .where('picture_id', 'in', ids)
    .orderBy('width')
    .execute();
  const resolved = new Map<number, BlockPicture>();
  for (const row of rows) {
    const own = files.filter((f) => f.picture_id === row.id);
    const srcset = (format: Format) =>
      own
        .filter((f) => f.format === format)
        .map((f) => `${PICTURE_PATH}${f.file_name} ${f.width}w`)
        .join(', ');
    const webp = own.filter((f) => f.format === 'webp');
    const middle = webp[Math.floor((webp.length - 1) / 2)];
    resolved.set(row.id, {
      id: row.id,
      width: row.width,
      height: row.height,
      alt: lang === 'de' ? row.alt_de : row.alt_en,
      avif: srcset('avif'),
      webp: srcset('webp'),
      src: middle ? `${PICTURE_PATH}${middle.file_name}` : '',
    });
  }
  return blocks.map((block) => {
    if (block.type !== 'hero' || !block.picture) return block;
    const picture = resolved.get(block.picture.id);
    if (!picture) throw pictureNotFound();
    return { ...block, picture };
  });
}
