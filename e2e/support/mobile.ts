import { expect, type Locator, type Page } from '@playwright/test';

// Layout checks of the phone journeys: what a person with a 360 px wide phone would notice at once — a page that
// scrolls sideways, a button they cannot reach or that sits under something else, a field hidden under the sticky
// header, a label torn apart in the middle of a word.

/** The smallest phone the product supports (spec §9), in portrait. */
export const PHONE = { width: 360, height: 780 } as const;
/** The desktop the wide checks run at. */
export const DESKTOP = { width: 1366, height: 900 } as const;
/** The two sizes a screen is checked at (issue 39): a 360 px phone and a 1366 px desktop. */
export const SIZES = [
  { name: '360 px', width: PHONE.width, viewport: PHONE },
  { name: '1366 px', width: DESKTOP.width, viewport: DESKTOP },
] as const;

/** Fails when the page scrolls sideways (`document.documentElement.scrollWidth > innerWidth`). */
export async function expectNoSideways(page: Page, where = page.url()): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(
    scrollWidth,
    `${where} scrolls sideways: ${scrollWidth} px content in ${innerWidth} px`,
  ).toBeLessThanOrEqual(innerWidth);
}

/** The bottom edge of the page's sticky header (the banner), 0 when it is scrolled away or absent. */
export async function headerBottom(page: Page): Promise<number> {
  return page.evaluate(() => {
    const banner = document.querySelector('header, [role="banner"]');
    if (!banner) return 0;
    const box = banner.getBoundingClientRect();
    return box.bottom > 0 ? box.bottom : 0;
  });
}

/**
 * Fails unless the element lies within the viewport's width, below the sticky header and above the bottom edge,
 * and is the topmost element at its centre (so a tap hits it, not a header, dialog or snackbar on top).
 */
export async function expectInView(page: Page, target: Locator, name: string): Promise<void> {
  await expect(target, `${name} is visible`).toBeVisible();
  const top = await headerBottom(page);
  const view = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const hit = document.elementFromPoint(x, y);
    return {
      left: box.left,
      right: box.right,
      top: box.top,
      bottom: box.bottom,
      innerWidth: window.innerWidth,
      innerHeight: window.innerHeight,
      onTop: hit !== null && (element === hit || element.contains(hit) || hit.contains(element)),
      hit: hit ? `${hit.tagName.toLowerCase()}${hit.id ? `#${hit.id}` : ''}.${hit.className}` : 'nothing',
    };
  });
  const where = `${name}: ${JSON.stringify(view)}, header bottom ${top}`;
  expect(view.left, where).toBeGreaterThanOrEqual(0);
  expect(view.right, where).toBeLessThanOrEqual(view.innerWidth);
  expect(view.top, `${where} — hidden under the sticky header`).toBeGreaterThanOrEqual(top);
  expect(view.bottom, where).toBeLessThanOrEqual(view.innerHeight);
  expect(view.onTop, `${where} — covered by ${view.hit}`).toBe(true);
}

/**
 * Scrolls a (primary) button into view as a thumb would and fails unless it is entirely on screen, uncovered and
 * enabled — i.e. reachable and tappable at 360 px.
 */
export async function expectReachable(page: Page, button: Locator, name: string): Promise<void> {
  await button.scrollIntoViewIfNeeded();
  await expectInView(page, button, name);
  await expect(button, `${name} is enabled`).toBeEnabled();
  const box = await button.boundingBox();
  // WCAG 2.5.8 asks for 24 px; the theme's touch target is 44 px
  expect(box?.height ?? 0, `${name} is tall enough to tap`).toBeGreaterThanOrEqual(24);
}

/**
 * Fails when a visible text breaks inside a word that would fit on one line of the phone's content column (the
 * viewport less 16 px gutters): each word is measured with a Range, and a word whose characters lie on more than
 * one line must either be wider than that column (a long e-mail address may wrap) or break right after a written
 * or soft hyphen. Any other break is what `overflow-wrap: anywhere` / `word-break` do to a squeezed box
 * ("Mitgliedschaf|t"): the layout, not the word, is at fault. The test browser (Debian's Chromium) has no
 * hyphenation dictionaries, so `hyphens: auto` never hides such a break here; a label must fit, or carry its own
 * soft hyphens.
 */
export async function expectWordsWhole(scope: Locator, where: string): Promise<void> {
  const broken = await scope.evaluate((root) => {
    const found: string[] = [];
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      // visually hidden text (1 px clip) is for screen readers and is not laid out in lines a person reads
      return style.visibility !== 'hidden' && box.width > 1 && box.height > 1;
    };
    /** The box of each drawn character of text[start, end), with its index. */
    const glyphsOf = (node: Text, start: number, end: number) => {
      const glyphs: Array<{ at: number; rect: DOMRect }> = [];
      for (let at = start; at < end; at += 1) {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        const rect = range.getClientRects()[0];
        if (rect && rect.width > 0) glyphs.push({ at, rect });
      }
      return glyphs;
    };
    const column = document.documentElement.clientWidth - 2 * 16;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const parent = node.parentElement;
      if (!parent || !visible(parent)) continue;
      const text = node.data;
      for (const match of text.matchAll(/[^\s\u00a0]+/g)) {
        const start = match.index;
        const end = start + match[0].length;
        const glyphs = glyphsOf(node, start, end);
        const firstTop = Math.round(glyphs[0]?.rect.top ?? 0);
        const next = glyphs.find((glyph) => Math.round(glyph.rect.top) !== firstTop);
        if (!next) continue;
        const before = text[next.at - 1] ?? '';
        if (before === '-' || before === '\u00ad' || before === '\u2010') continue;
        // between a closing and an opening bracket ("Art. 9(2)|(a)") Unicode allows a break, as after a hyphen
        if (/[)\]]/.test(before) && /[([]/.test(text[next.at] ?? '')) continue;
        const width = glyphs.reduce((sum, glyph) => sum + glyph.rect.width, 0);
        if (width > column) continue;
        const broke = `${text.slice(start, next.at)}|${text.slice(next.at, end)}`;
        found.push(
          `"${match[0]}" (${Math.round(width)} px) breaks as "${broke}" in <${parent.tagName.toLowerCase()}> of ${Math.round(parent.getBoundingClientRect().width)} px`,
        );
      }
    }
    return found;
  });
  expect(broken, `words broken although they fit, on ${where}`).toEqual([]);
}

/** Fails unless the element's text is laid out on a single line (e.g. a contract number a person copies). */
export async function expectOneLine(target: Locator, name: string): Promise<void> {
  const tops = await target.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return [...new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)))];
  });
  expect(tops.length, `${name} spans ${tops.length} lines`).toBe(1);
}
