import { memoByText } from './text-memo';

describe('memoByText', () => {
  test('computes a text once and answers the same again', () => {
    const fn = jest.fn((text: string) => text.toUpperCase());
    const memo = memoByText(fn);
    expect(memo('abc')).toBe('ABC');
    expect(memo('abc')).toBe('ABC');
    expect(memo('abd')).toBe('ABD');
    expect(fn).toHaveBeenCalledTimes(2);
  });

  test('remembers falsy results too', () => {
    const fn = jest.fn(() => 0);
    const memo = memoByText(fn);
    memo('x');
    memo('x');
    expect(fn).toHaveBeenCalledTimes(1);
  });

  test('drops the least recently used texts beyond its size', () => {
    const fn = jest.fn((text: string) => text);
    // each entry costs 2 × 5 characters (text and result); 100 fit ten
    const memo = memoByText(fn, 100);
    const texts = 'abcdefghij'.split('').map((c) => c.repeat(5));
    for (const text of texts) memo(text);
    memo('aaaaa'); // used again: now the most recent
    memo('kkkkk'); // drops bbbbb, the least recently used
    fn.mockClear();
    for (const text of [...texts.filter((t) => t !== 'bbbbb'), 'kkkkk']) memo(text);
    expect(fn).not.toHaveBeenCalled();
    memo('bbbbb');
    expect(fn).toHaveBeenCalledTimes(1);
  });

  test('a text above a tenth of the size is computed every time', () => {
    const fn = jest.fn((text: string) => text.length);
    const memo = memoByText(fn, 100);
    memo('x'.repeat(20));
    memo('x'.repeat(20));
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
