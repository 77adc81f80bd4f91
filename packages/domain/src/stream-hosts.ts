// The video hosts a live-stream session may embed (issue 13): the staff form, the server and the /stream page's
// iframe all check the same list, so a session can never frame an arbitrary site. Pure; no zod.

/** Hosts whose embed player `/stream` frames (https only). */
export const STREAM_VIDEO_HOSTS = [
  'www.youtube-nocookie.com',
  'www.youtube.com',
  'player.vimeo.com',
  'player.twitch.tv',
] as const;

/** The authority (host) and the rest of an https URL; no whitespace anywhere. */
const HTTPS_URL = /^https:\/\/([^/?#\s]+)([/?#]\S*)?$/;

/**
 * True for an https URL on one of STREAM_VIDEO_HOSTS. The authority must be exactly the host, so credentials
 * (`user@`), a port or a look-alike host never match. A regex, not `URL`: this package runs without DOM types.
 */
export function isStreamEmbedUrl(value: string): boolean {
  const match = HTTPS_URL.exec(value);
  return !!match && (STREAM_VIDEO_HOSTS as readonly string[]).includes(match[1]!.toLowerCase());
}
