import { revealBelowHeader, stickyHeaderBottom } from '../components/reveal-below-header';

// jsdom has no layout: the boxes are given, the scroll is recorded.
const HEADER_BOTTOM = 73;

function element(tag: string, box: DOMRect, style: Partial<CSSStyleDeclaration> = {}): HTMLElement {
  const node = document.createElement(tag);
  Object.assign(node.style, style);
  node.getBoundingClientRect = () => box;
  document.body.append(node);
  return node;
}

let scrollBy: jest.SpyInstance;
beforeEach(() => {
  document.body.innerHTML = '';
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 780 });
  scrollBy = jest.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
  element('header', new DOMRect(0, 0, 360, HEADER_BOTTOM), { position: 'sticky' });
});
afterEach(() => jest.restoreAllMocks());

/** Where the element's top lands after the recorded scroll. */
const topAfterScroll = (box: DOMRect) =>
  box.top - ((scrollBy.mock.calls.at(-1)?.[0] as ScrollToOptions | undefined)?.top ?? 0);

test('the sticky header is what covers the top of the screen; a header that scrolls away is not', () => {
  expect(stickyHeaderBottom()).toBe(HEADER_BOTTOM);
  element('header', new DOMRect(0, 0, 360, 200));
  expect(stickyHeaderBottom()).toBe(HEADER_BOTTOM);
});

test('a field under the sticky header is scrolled down into the room below it, centred there', () => {
  const box = new DOMRect(0, 20, 300, 80);
  revealBelowHeader(element('div', box));
  const top = topAfterScroll(box);
  expect(top).toBeGreaterThan(HEADER_BOTTOM);
  expect(top + box.height).toBeLessThan(780);
  expect(top).toBeCloseTo(HEADER_BOTTOM + (780 - HEADER_BOTTOM - 80) / 2);
});

test('a field below the screen is scrolled up; a group taller than the room starts just below the header', () => {
  const low = new DOMRect(0, 1500, 300, 80);
  revealBelowHeader(element('div', low));
  expect(topAfterScroll(low)).toBeGreaterThan(HEADER_BOTTOM);

  const tall = new DOMRect(0, 30, 300, 1200);
  revealBelowHeader(element('fieldset', tall));
  expect(topAfterScroll(tall)).toBe(HEADER_BOTTOM + 16);
});

test('a field already entirely below the header does not move the page', () => {
  revealBelowHeader(element('div', new DOMRect(0, 300, 300, 80)));
  expect(scrollBy).not.toHaveBeenCalled();
});
