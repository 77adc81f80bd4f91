// The live stream (issue 13, spec §2 /stream): staff write sessions; the embed URL must come from a video host
// of the allow-list (STREAM_VIDEO_HOSTS in ../stream-hosts.ts), checked here for the form and the server alike.
import { z } from 'zod';
import { isStreamEmbedUrl } from '../stream-hosts';

export const STREAM_TITLE_MAX = 120;
export const STREAM_TRAINER_MAX = 80;
/** Minutes. */
export const STREAM_DURATION_MIN = 5;
export const STREAM_DURATION_MAX = 240;

/** POST/PUT admin/stream: one live session, its title in German and English (#39: no German on English screens). */
export const streamSessionBodySchema = z.strictObject({
  title_de: z.string().trim().min(1).max(STREAM_TITLE_MAX),
  title_en: z.string().trim().min(1).max(STREAM_TITLE_MAX),
  trainer: z.string().trim().min(1).max(STREAM_TRAINER_MAX),
  /** ISO 8601 instant with offset, e.g. 2026-03-02T08:00:00+01:00. */
  starts_at: z.iso.datetime({ offset: true }),
  duration_minutes: z.number().int().min(STREAM_DURATION_MIN).max(STREAM_DURATION_MAX),
  /** Optional since #36 (a session may have only recordings): empty or absent means none. */
  embed_url: z
    .string()
    .trim()
    .max(500)
    .refine((url) => url === '' || isStreamEmbedUrl(url), { params: { code: 'video_host' } })
    .nullish()
    .transform((url) => url || null),
});
export type StreamSessionBodyInput = z.input<typeof streamSessionBodySchema>;
export type StreamSessionBody = z.output<typeof streamSessionBodySchema>;

/** Recordings staff upload (POST admin/stream/:id/videos): these types only, up to this size. */
export const STREAM_VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;
export type StreamVideoType = (typeof STREAM_VIDEO_TYPES)[number];
export const STREAM_VIDEO_MAX_MB = 100;
export const STREAM_VIDEO_MAX_BYTES = STREAM_VIDEO_MAX_MB * 1024 * 1024;
