// A bounded memo for pure functions of one (long) text: the blog list sanitized each article's HTML and counted its
// words on every read (60 % of the CPU of `GET wp/v2/posts?per_page=10`), though the same stored texts come back
// read after read. Keyed by the text itself, so an edited text is a new key and nothing is ever stale.

/**
 * `fn` remembered for the most recently used texts, up to `maxChars` characters of keys and string results together
 * (texts longer than a tenth of that are computed every time, so one huge text cannot flush the rest).
 */
export function memoByText<R>(fn: (text: string) => R, maxChars = 4_000_000): (text: string) => R {
  const memo = new Map<string, R>();
  let chars = 0;
  const size = (text: string, result: R) => text.length + (typeof result === 'string' ? result.length : 0);
  return (text) => {
    const hit = memo.get(text);
    if (hit !== undefined || memo.has(text)) {
      // most recently used last: Map keeps insertion order, so the first entry is the one to drop
      memo.delete(text);
      memo.set(text, hit as R);
      return hit as R;
    }
    const result = fn(text);
    const cost = size(text, result);
    if (cost > maxChars / 10) return result;
    memo.set(text, result);
    chars += cost;
    for (const [oldText, oldResult] of memo) {
      if (chars <= maxChars) break;
      memo.delete(oldText);
      chars -= size(oldText, oldResult);
    }
    return result;
  };
}
