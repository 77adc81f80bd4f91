// The pictures the landing pages ship with (#39 point 8): SVG illustrations drawn for officefit (seed/pictures,
// ours to ship), rasterised by sharp and uploaded through the editor's upload path (the same sizes, formats and
// rows as a staff upload). Idempotent: a picture is found again by its seed key.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database } from '../../db/schema';
import { createPicturesService } from '../../modules/pages';
import type { FileStorage } from '../../shared/storage';

interface SeedPicture {
  /** The file name in seed/pictures without `.svg`, also the seed key. */
  key: string;
  /** The page whose hero shows it ('' is `/`). */
  slug: string;
  alt: { de: string; en: string };
}

export const SEED_PICTURES: readonly SeedPicture[] = [
  {
    key: 'desk-stretch',
    slug: '',
    alt: {
      de: 'Eine Frau steht neben ihrem Schreibtisch und streckt beide Arme nach oben.',
      en: 'A woman stands next to her desk and stretches both arms up.',
    },
  },
  {
    key: 'home-office',
    slug: 'for_you',
    alt: {
      de: 'Ein Mann sitzt im Homeoffice auf seinem Stuhl und öffnet die Arme zur Seite.',
      en: 'A man sits on his chair in his home office and opens his arms to the sides.',
    },
  },
  {
    key: 'three-steps',
    slug: 'intro',
    alt: {
      de: 'Drei Stufen: ein Fragebogen, ein abgehakter Plan und ein Pokal.',
      en: 'Three steps: a questionnaire, a ticked-off plan and a trophy.',
    },
  },
];

// the SVG sources live in src/seed/pictures (also when running from dist)
const SOURCE_DIRS = [
  path.join(__dirname, '../pictures'),
  path.resolve(__dirname, '../../../src/seed/pictures'),
];

function source(key: string): Buffer {
  for (const dir of SOURCE_DIRS) {
    try {
      return readFileSync(path.join(dir, `${key}.svg`));
    } catch {
      // next folder
    }
  }
  throw new Error(`seed picture ${key}.svg not found`);
}

/** Uploads the seed's pictures that are not there yet; answers the picture id of each page slug. */
export async function seedPictures(db: Kysely<Database>, storage: FileStorage): Promise<Map<string, number>> {
  const pictures = createPicturesService(db, storage);
  const bySlug = new Map<string, number>();
  for (const picture of SEED_PICTURES) {
    let id = await pictures.seeded(picture.key);
    if (id === undefined) {
      const png = await sharp(source(picture.key)).png().toBuffer();
      id = (
        await pictures.upload({
          bytes: png,
          alt: picture.alt,
          decorative: false,
          createdBy: null,
          seedKey: picture.key,
        })
      ).id;
    }
    bySlug.set(picture.slug, id);
  }
  return bySlug;
}
