// Contact form and mail configuration (README config table): sales inbox, rate limit, SMTP transport.
import { z } from 'zod';
import { parseDuration } from '../../shared/duration';

export interface ContactConfig {
  /** Where contact and trial-week requests are mailed. */
  salesEmail: string;
  /** Requests allowed per IP and per e-mail address within `rateWindowSeconds`. */
  rateLimit: number;
  rateWindowSeconds: number;
}

export interface MailConfig {
  /** nodemailer SMTP URL; null = mails are delivered as .eml files into DATA_DIR/mail (development, demo). */
  smtpUrl: string | null;
  from: string;
  /** Put in front of site-relative links (lines starting with /) when a mail is sent. */
  siteUrl: string;
  /** How often the sender job runs; 0 = not in this process. */
  intervalSeconds: number;
}

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const duration = (fallback: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default(fallback)
      .refine((v) => parseDuration(v) !== null, 'must be a duration such as 90s, 15m or 1h'),
  );

const envSchema = z.object({
  SALES_EMAIL: z.preprocess(emptyToUndefined, z.email().default('sales@officefit.example')),
  CONTACT_RATE_LIMIT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(10_000).default(5)),
  CONTACT_RATE_WINDOW: duration('1h'),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(
    emptyToUndefined,
    z.string().min(3).default('officefit <no-reply@officefit.example>'),
  ),
  SITE_URL: z.preprocess(emptyToUndefined, z.url().default('http://localhost:8080')),
  // 0 = this process does not send (another replica does)
  OUTBOX_INTERVAL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('30s')
      .refine(
        (v) => v.trim() === '0' || parseDuration(v) !== null,
        'must be 0 or a duration such as 30s or 5m',
      ),
  ),
});

function parse(env: NodeJS.ProcessEnv): z.output<typeof envSchema> {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid contact/mail environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

export function loadContactConfig(env: NodeJS.ProcessEnv = process.env): ContactConfig {
  const e = parse(env);
  return {
    salesEmail: e.SALES_EMAIL,
    rateLimit: e.CONTACT_RATE_LIMIT,
    rateWindowSeconds: parseDuration(e.CONTACT_RATE_WINDOW) as number,
  };
}

export function loadMailConfig(env: NodeJS.ProcessEnv = process.env): MailConfig {
  const e = parse(env);
  return {
    smtpUrl: e.SMTP_URL ?? null,
    from: e.MAIL_FROM,
    siteUrl: e.SITE_URL.replace(/\/+$/, ''),
    intervalSeconds: parseDuration(e.OUTBOX_INTERVAL) ?? 0,
  };
}
