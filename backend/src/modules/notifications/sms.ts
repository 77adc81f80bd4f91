// SMS behind one interface (issue 13). SMS is offered only when a provider is configured (SMS_PROVIDER): Twilio's
// Messages API is the real adapter. Without one, the profile does not offer SMS and the reminders API refuses to
// switch it on (issue 36: no feature that only pretends — so there is no "log" provider either: SMS written only
// to a log would be offered to users and never arrive). Tests use a recording provider.
import { z } from 'zod';
import { phoneInE164 } from '../../shared/domain';

export interface SmsProvider {
  readonly name: string;
  /** Sends `text` to `to` (as the user entered it; the provider brings it into international form). */
  send(to: string, text: string): Promise<void>;
}

/** A provider refused or could not take a message; `code` is the provider's own error code when it gave one. */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly code?: string | number,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}

/**
 * A number as the user entered it ("0170 1234567", "+49 170 …") in E.164 form; null when it is no possible phone
 * number. The rule is the contract's (@officefit/domain `phoneInE164`), so what the forms accept can be sent.
 */
export const toE164 = phoneInE164;

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** The sender: a Twilio number or an alphanumeric sender id … */
  from?: string;
  /** … or a messaging service, which picks the sender itself. */
  messagingServiceSid?: string;
  /** Base URL of the API, default https://api.twilio.com (TWILIO_BASE_URL; tests point it at a local server). */
  apiUrl?: string;
  timeoutMs?: number;
}

/** Twilio's Messages API: one form-encoded POST per message, HTTP basic auth with the account SID and token. */
export function twilioSmsProvider(options: TwilioOptions): SmsProvider {
  const base = (options.apiUrl ?? 'https://api.twilio.com').replace(/\/+$/, '');
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async send(to, text) {
      const number = toE164(to);
      if (!number) throw new SmsSendError('not a phone number');
      const form = new URLSearchParams({ To: number, Body: text });
      if (options.messagingServiceSid) form.set('MessagingServiceSid', options.messagingServiceSid);
      else form.set('From', options.from ?? '');
      const timeoutMs = options.timeoutMs ?? 10_000;
      const res = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(timeoutMs),
      }).catch((error: unknown) => {
        // no answer (timeout, refused, DNS): the job retries it; the message names no secret. By name: the
        // timeout is a DOMException, which is no `instanceof Error` across realms (jest's sandbox)
        const reason =
          (error as { name?: unknown } | null)?.name === 'TimeoutError'
            ? `no answer within ${timeoutMs} ms`
            : 'unreachable';
        throw new SmsSendError(`twilio: ${reason}`);
      });
      if (res.ok) return;
      // Twilio's error body: {code, message, more_info, status}
      const body = (await res.json().catch(() => ({}))) as { code?: number; message?: string };
      throw new SmsSendError(`twilio ${res.status}: ${body.message ?? res.statusText}`, body.code);
    },
  };
}

const blank = (value: unknown) => (value === '' ? undefined : value);

const twilioEnv = z
  .object({
    TWILIO_ACCOUNT_SID: z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/, 'must be an account SID (AC + 32 hex digits)'),
    TWILIO_AUTH_TOKEN: z.string().min(1),
    TWILIO_FROM: z.preprocess(blank, z.string().min(1).optional()),
    TWILIO_MESSAGING_SERVICE_SID: z.preprocess(blank, z.string().min(1).optional()),
    TWILIO_BASE_URL: z.preprocess(blank, z.url({ protocol: /^https?$/ }).optional()),
  })
  .refine((env) => env.TWILIO_FROM || env.TWILIO_MESSAGING_SERVICE_SID, {
    message: 'TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID is needed',
  });

/**
 * The provider SMS_PROVIDER names: unset or `none` → null (SMS not offered), `twilio` (with TWILIO_ACCOUNT_SID,
 * TWILIO_AUTH_TOKEN and TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID; TWILIO_BASE_URL). Throws on anything else, at
 * startup, naming the variable but never its value.
 */
export function smsProviderFromEnv(env: NodeJS.ProcessEnv = process.env): SmsProvider | null {
  const kind = env.SMS_PROVIDER?.trim() || 'none';
  if (kind === 'none') return null;
  if (kind !== 'twilio') throw new Error(`SMS_PROVIDER: unknown provider '${kind}' (none or twilio)`);
  const parsed = twilioEnv.safeParse(env);
  if (!parsed.success)
    throw new Error(
      `SMS_PROVIDER=twilio: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'env'} ${i.message}`).join('; ')}`,
    );
  const e = parsed.data;
  return twilioSmsProvider({
    accountSid: e.TWILIO_ACCOUNT_SID,
    authToken: e.TWILIO_AUTH_TOKEN,
    from: e.TWILIO_FROM,
    messagingServiceSid: e.TWILIO_MESSAGING_SERVICE_SID,
    apiUrl: e.TWILIO_BASE_URL,
  });
}
