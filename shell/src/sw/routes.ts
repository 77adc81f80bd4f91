// Which requests the worker answers, and how (issue 15). Pure URL tests, unit-tested without a worker.

const API = '/wp-json/officefit/v1/';

/** The remotes' and the shell's entry files: they name the chunks of the deployed version. */
export function isEntryFile(url: URL): boolean {
  return (
    url.pathname === '/app-manifest.json' ||
    /^\/remotes\/[^/]+\/(mf-manifest\.json|remoteEntry\.js|routes\.json)$/.test(url.pathname)
  );
}

/** A remote's content-hashed file (`src_x.3f9a1c2b.js`, `assets/logo.1a2b3c4d.svg`). */
export function isHashedRemoteFile(url: URL): boolean {
  return /^\/remotes\/.+[.-][0-9a-f]{8,64}\.[a-z0-9]+$/i.test(url.pathname);
}

/** The API reads kept for offline use: today's plan, an exercise, me (issue 15). Nothing else of the API. */
export function isOfflineApiRead(url: URL): boolean {
  if (!url.pathname.startsWith(API)) return false;
  const rest = url.pathname.slice(API.length);
  return rest === 'current_units' || rest === 'me' || /^exercise\/\d+$/.test(rest);
}

/** An exercise illustration. */
export function isIllustration(url: URL): boolean {
  return url.pathname.startsWith(`${API}media/exercises/`);
}

/** The exercise and illustration URLs of a current_units answer, to fetch ahead for offline use. */
export function planFollowUps(answer: unknown, currentUnitsUrl: URL): string[] {
  const units = (answer as { units?: Array<{ exercise?: { id?: unknown; illustration?: unknown } }> } | null)
    ?.units;
  if (!Array.isArray(units)) return [];
  const lang = currentUnitsUrl.searchParams.get('lang');
  const query = lang ? `?lang=${encodeURIComponent(lang)}` : '';
  const urls: string[] = [];
  for (const unit of units) {
    const exercise = unit.exercise;
    if (typeof exercise?.id === 'number') urls.push(`${API}exercise/${exercise.id}${query}`);
    if (typeof exercise?.illustration === 'string' && exercise.illustration.startsWith('/'))
      urls.push(exercise.illustration);
  }
  return urls;
}
