/** WordPress-style error body returned by every backend error (see docs/contracts.md). */
export interface WpErrorBody {
  code: string;
  message: string;
  data: { status: number; params?: Record<string, string> };
}

/** Answer of POST /jwt-auth/v1/token, shaped like the WordPress JWT plugin. */
export interface TokenResponse {
  token: string;
  user_email: string;
  user_nicename: string;
  user_display_name: string;
  /** Present (true) only when this login cancelled the account's pending deletion (issue 13). */
  deletion_cancelled?: true;
}
