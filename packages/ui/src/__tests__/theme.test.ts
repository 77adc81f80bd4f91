import { theme } from '../theme';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const c = theme.colors;

describe('theme', () => {
  it('keeps the spec constants (§9)', () => {
    expect(c.primary).toBe('#52C2D1');
    expect(theme.snackbarTimeoutMs).toBe(5000);
    expect(theme.snackbarSwipePx).toBe(50);
    expect(theme.selectMaxHeight).toBe(310);
    expect(theme.textareaRows).toBe(5);
    expect(theme.breakpoints).toEqual({ mobile: 360, tablet: 768, desktop: 1024 });
  });

  it.each([
    ['onPrimary on primary', c.onPrimary, c.primary],
    ['onPrimary on primaryHover', c.onPrimary, c.primaryHover],
    ['primaryText on surface', c.primaryText, c.surface],
    ['primaryText on background', c.primaryText, c.background],
    ['primaryText on primarySurface', c.primaryText, c.primarySurface],
    ['primaryDark on surface', c.primaryDark, c.surface],
    ['text on surface', c.text, c.surface],
    ['text on background', c.text, c.background],
    ['textMuted on surface', c.textMuted, c.surface],
    ['textMuted on background', c.textMuted, c.background],
    ['error on surface', c.error, c.surface],
    ['error on errorSurface', c.error, c.errorSurface],
    ['success on surface', c.success, c.surface],
    ['success on successSurface', c.success, c.successSurface],
    ['text on errorSurface', c.text, c.errorSurface],
    ['onError on error', c.onError, c.error],
    ['onSuccess on success', c.onSuccess, c.success],
    ['onInverse on inverseSurface', c.onInverse, c.inverseSurface],
    ['surface on primaryText (done step)', c.surface, c.primaryText],
  ])('%s reaches 4.5:1 (WCAG AA text)', (_, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['borderStrong on surface', c.borderStrong, c.surface],
    ['focus on surface', c.focus, c.surface],
    ['focus on background', c.focus, c.background],
  ])('%s reaches 3:1 (WCAG AA non-text)', (_, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(3);
  });

  it('documents why white text is not used on the brand colour', () => {
    expect(contrast('#FFFFFF', c.primary)).toBeLessThan(3);
  });
});
