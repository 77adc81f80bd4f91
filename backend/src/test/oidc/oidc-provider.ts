// Test helpers of the SSO tests (issue 37): the real OpenID Connect provider of provider.mjs in its own process,
// and a small browser (cookie jar per host, redirects followed by hand) that walks the code flow over real HTTP.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { BACKEND_DIR } from '../processes';

export const PROVIDER_SCRIPT = path.join(__dirname, 'provider.mjs');

export interface ProviderUser {
  sub: string;
  email: string;
  password: string;
  given_name: string;
  family_name: string;
  email_verified?: boolean;
}

export interface TestProvider {
  issuer: string;
  stop(): Promise<void>;
}

/** Starts provider.mjs and waits for its "listening" line. */
export function startProvider(options: {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  users: ProviderUser[];
}): Promise<TestProvider> {
  const child: ChildProcess = spawn(process.execPath, [PROVIDER_SCRIPT], {
    cwd: BACKEND_DIR,
    env: {
      ...process.env,
      OIDC_CLIENT_ID: options.clientId,
      OIDC_CLIENT_SECRET: options.clientSecret,
      OIDC_REDIRECT_URIS: options.redirectUris.join(','),
      OIDC_USERS: JSON.stringify(options.users),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill();
    });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /oidc-provider listening (\S+)/.exec(out);
      if (found) resolve({ issuer: found[1]!, stop });
    });
    child.once('exit', (code) => reject(new Error(`oidc provider exited (${code}): ${errors}`)));
  });
}

/** A browser's part of the flow: cookies by host (as browsers keep them, whatever the port) and redirects. */
export class TestBrowser {
  private readonly jar = new Map<string, Map<string, string>>();

  private cookiesOf(url: URL): Map<string, string> {
    let cookies = this.jar.get(url.hostname);
    if (!cookies) this.jar.set(url.hostname, (cookies = new Map()));
    return cookies;
  }

  private async request(url: URL, init: RequestInit = {}): Promise<Response> {
    const cookies = this.cookiesOf(url);
    const headers = new Headers(init.headers);
    if (cookies.size) headers.set('Cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const gone = attributes.some((a) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(a));
      if (gone || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
    return res;
  }

  /**
   * Requests `url` and follows redirects until a page answers (a 2xx) or the app's own pages are reached (a
   * redirect to a path outside /wp-json on `appOrigin`): returns that last answer and its URL.
   */
  async go(
    url: string | URL,
    appOrigin: string,
    init: RequestInit = {},
  ): Promise<{ url: URL; res: Response }> {
    let current = new URL(url);
    let res = await this.request(current, init);
    for (let hops = 0; hops < 20; hops++) {
      const location = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !location) return { url: current, res };
      current = new URL(location, current);
      if (current.origin === appOrigin && !current.pathname.startsWith('/wp-json/'))
        return { url: current, res };
      res = await this.request(current);
    }
    throw new Error(`too many redirects at ${current.href}`);
  }

  /** Submits the provider's login form on the page at `pageUrl`. */
  login(pageUrl: URL, appOrigin: string, email: string, password: string) {
    return this.go(pageUrl, appOrigin, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ login: email, password }).toString(),
    });
  }

  /** Changes a cookie by hand (tests of a tampered state). */
  setCookie(host: string, name: string, value: string) {
    this.cookiesOf(new URL(`http://${host}`)).set(name, value);
  }
}
