// Issue 39 point 8: pictures of the CMS pages. Staff upload one image with its alt text in both languages (or mark
// it decorative); the server keeps the original's size and one row per generated file (AVIF and WebP at a few
// widths), each under a content-hashed file name that is its public URL — so the files can be cached for a year.
import { type Kysely, sql } from 'kysely';

const UP = [
  `create table cms_pictures (
     id serial primary key,
     width integer not null check (width > 0),
     height integer not null check (height > 0),
     alt_de text not null default '',
     alt_en text not null default '',
     decorative boolean not null default false,
     created_by integer references users (id) on delete set null,
     -- the demo seed's name of a picture it shipped (null for uploads): a second seed run finds it again
     seed_key text unique,
     created_at timestamptz not null default now(),
     check (decorative or (alt_de <> '' and alt_en <> ''))
   )`,
  `create table cms_picture_files (
     file_name text not null,
     picture_id integer not null references cms_pictures (id) on delete cascade,
     format text not null check (format in ('avif', 'webp')),
     width integer not null check (width > 0),
     height integer not null check (height > 0),
     storage_key text not null,
     bytes integer not null,
     -- the same bytes uploaded twice give the same name: both pictures point at the one file
     primary key (file_name, picture_id)
   )`,
  `create index cms_picture_files_picture_idx on cms_picture_files (picture_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table cms_picture_files').execute(db);
  await sql.raw('drop table cms_pictures').execute(db);
}
