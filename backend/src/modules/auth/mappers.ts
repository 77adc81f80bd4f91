import type { Credentials } from './repository';

/** Answer of POST /jwt-auth/v1/token, shaped like the WordPress JWT plugin's. */
export interface TokenResponse {
  token: string;
  user_email: string;
  user_nicename: string;
  user_display_name: string;
  /** Only present (true) when this login cancelled the account's pending deletion; the login dialog says so. */
  deletion_cancelled?: true;
}

/** The token answer for a signed-in user. */
export function toTokenResponse(user: Credentials, token: string): TokenResponse {
  const localPart = user.email.split('@')[0] ?? user.email;
  const fullName = `${user.first_name} ${user.last_name}`.trim();
  return {
    token,
    user_email: user.email,
    user_nicename: localPart.replace(/[^a-z0-9_-]+/g, '-'),
    user_display_name: fullName || user.nickname || localPart,
  };
}
