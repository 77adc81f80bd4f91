// Issue 39 point 4: every date and number in the language's own format. A screen's test renders its fixtures (wire
// dates as `YYYY-MM-DD` or ISO timestamps, fractional numbers) and asks for the texts that slipped: an ISO date, or
// a number with the other language's decimal mark. Shared by the remotes' local-formats tests.

const ISO_DATE = /\d{4}-\d{2}-\d{2}/;
// "2.5" on a German screen, "2,5" on an English one (a digit, the wrong mark, one or two digits, then neither a
// digit nor the mark: a German "1.500" or an English "1,500" groups thousands, "10.12.2026" is a German date)
const WRONG_DECIMAL = { de: /\d\.\d{1,2}(?![\d.])/, en: /\d,\d{1,2}(?![\d,])/ } as const;

/** The page's texts one text node at a time (the body's textContent runs neighbouring elements together). */
export function pageTexts(): string[] {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const found: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) found.push(node.textContent ?? '');
  return found;
}

/** The page's texts holding an ISO date or a number with the wrong decimal mark for `lang` (none is right). */
export function formatSlips(lang: 'de' | 'en'): string[] {
  return pageTexts().filter((text) => ISO_DATE.test(text) || WRONG_DECIMAL[lang].test(text));
}
