// A real OpenID Connect provider for the SSO tests (issue 37): oidc-provider with one confidential client and test
// users, and a minimal login page of its own (the library's development pages are off). Plain ES module, started
// as a process by the API tests (oidc-provider.ts) and by the e2e setup.
//
// Environment: OIDC_PORT (0: any free one), OIDC_HOST (127.0.0.1), OIDC_CLIENT_ID, OIDC_CLIENT_SECRET,
// OIDC_REDIRECT_URIS (comma-separated), OIDC_USERS (JSON list of { sub, email, password, given_name, family_name }).
// Prints `oidc-provider listening <issuer>` on stdout once it accepts connections.
import http from 'node:http';
import Provider from 'oidc-provider';

const host = process.env.OIDC_HOST || '127.0.0.1';
const users = JSON.parse(process.env.OIDC_USERS || '[]');
const bySub = new Map(users.map((u) => [u.sub, u]));

const escape = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

function loginPage(uid, login, error) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test identity provider</title></head>
<body><h1>Test identity provider</h1>${error ? `<p role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/interaction/${escape(uid)}">
<label>E-mail <input name="login" type="email" value="${escape(login)}"></label>
<label>Password <input name="password" type="password"></label>
<button type="submit">Continue</button></form></body></html>`;
}

function readForm(req) {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => resolve(new URLSearchParams(body)));
    req.on('error', reject);
  });
}

async function interaction(provider, req, res, uid) {
  const details = await provider.interactionDetails(req, res);
  if (req.method === 'GET') {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(loginPage(uid, details.params.login_hint ?? '', ''));
    return;
  }
  const form = await readForm(req);
  const user = users.find((u) => u.email === form.get('login') && u.password === form.get('password'));
  if (!user) {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(loginPage(uid, form.get('login') ?? '', 'Wrong e-mail or password.'));
    return;
  }
  // the user consents to what the client asked for, in the same step as the login
  const grant = new provider.Grant({ accountId: user.sub, clientId: details.params.client_id });
  grant.addOIDCScope(String(details.params.scope));
  const grantId = await grant.save();
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: user.sub }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
}

async function main() {
  const server = http.createServer();
  await new Promise((resolve) => server.listen(Number(process.env.OIDC_PORT || 0), host, resolve));
  const issuer = `http://${host}:${server.address().port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: process.env.OIDC_CLIENT_ID,
        client_secret: process.env.OIDC_CLIENT_SECRET,
        redirect_uris: (process.env.OIDC_REDIRECT_URIS || '').split(',').filter(Boolean),
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    findAccount: (_ctx, sub) => {
      const user = bySub.get(sub);
      if (!user) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: user.email,
          email_verified: user.email_verified ?? true,
          given_name: user.given_name,
          family_name: user.family_name,
        }),
      };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, found) => `/interaction/${found.uid}` },
    cookies: { keys: ['officefit-test-provider'] },
  });
  const callback = provider.callback();
  server.on('request', (req, res) => {
    const match = /^\/interaction\/([\w-]+)$/.exec(req.url ?? '');
    if (!match) return callback(req, res);
    interaction(provider, req, res, match[1]).catch((error) => {
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(String(error?.message ?? error));
    });
  });
  process.stdout.write(`oidc-provider listening ${issuer}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
