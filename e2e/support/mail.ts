import fs from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config';

// The e2e backend delivers its outbox as .eml files into its data folder (playwright.config.ts): a journey follows
// the link of the real mail, as a member would.
const MAIL_DIR = path.join(E2E_DATA_DIR, 'mail');

/** Undoes quoted-printable (soft breaks and =XX), the transfer encoding nodemailer picks for long lines. */
const unquote = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The first match of `link` (a site path with its query) in the newest delivered mail to the address. */
export async function mailedLink(email: string, link: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await fs.readdir(MAIL_DIR).catch(() => [] as string[])).sort().reverse();
        for (const file of files) {
          const mail = unquote(await fs.readFile(path.join(MAIL_DIR, file), 'utf8'));
          if (!mail.includes(`To: ${email}`)) continue;
          found = link.exec(mail)?.[0];
          if (found) return true;
        }
        return false;
      },
      { timeout: 30_000, message: `a mail with ${String(link)} to ${email} in ${MAIL_DIR}` },
    )
    .toBe(true);
  return found!;
}
