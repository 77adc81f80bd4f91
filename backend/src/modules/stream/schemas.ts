// The request schemas are the contract shared with the apps (@officefit/domain), with the wire messages.
import { z } from 'zod';
import {
  idField,
  STREAM_DURATION_MAX,
  STREAM_DURATION_MIN,
  STREAM_TITLE_MAX,
  STREAM_TRAINER_MAX,
  STREAM_VIDEO_HOSTS,
  streamSessionBodySchema,
} from '../../shared/domain';
import { contentLangParam } from '../../shared/params';
import { wireMessages } from '../../shared/validate';

export const noQuery = z.strictObject({});
/** GET stream, GET admin/stream: `lang` picks the title's language (German by default, as other content). */
export const langQuery = z.strictObject({ lang: contentLangParam });
export const noBody = z.strictObject({}).optional();
export const sessionParams = z.strictObject({ id: idField() });
export const videoParams = z.strictObject({ id: idField() });
export const sessionVideoParams = z.strictObject({ id: idField(), videoId: idField() });
/** GET stream/videos/:id: the token GET stream put into the video's path (videos.ts). */
export const videoQuery = z.strictObject({ token: z.string().min(1).max(2000) });

export const sessionBody = wireMessages(streamSessionBodySchema, {
  title_de: `title_de must be 1 to ${STREAM_TITLE_MAX} characters.`,
  title_en: `title_en must be 1 to ${STREAM_TITLE_MAX} characters.`,
  trainer: `trainer must be 1 to ${STREAM_TRAINER_MAX} characters.`,
  starts_at: 'starts_at must be an ISO 8601 date and time with offset.',
  duration_minutes: `duration_minutes must be a whole number from ${STREAM_DURATION_MIN} to ${STREAM_DURATION_MAX}.`,
  embed_url: `embed_url must be empty or an https embed link of ${STREAM_VIDEO_HOSTS.join(', ')}.`,
});
