/**
 * The officefit theme (light only, spec §9). Every colour a component uses is a named token here, so contrast is
 * decided once: the brand cyan #52C2D1 is too light for white text (≈ 2.1:1), so filled surfaces carry dark text
 * (`onPrimary`, ≈ 5.8:1) and text links or outlined controls on white use `primaryText` (≈ 5.3:1). All text
 * tokens reach WCAG 2.2 AA (4.5:1) on `surface` and `background`; `borderStrong` reaches 3:1 for control edges.
 */
const breakpoints = { mobile: 360, tablet: 768, desktop: 1024 } as const;

export const theme = {
  colors: {
    /** Brand cyan for surfaces, accents and filled buttons (always with `onPrimary` text). */
    primary: '#52C2D1',
    /** Hover / pressed shade of `primary`; `onPrimary` on it ≈ 4.9:1. */
    primaryHover: '#3FB3C3',
    /** Text and icons on `primary` (≈ 5.8:1). */
    onPrimary: '#0B3B42',
    /** Links, outlined controls and selected states on white (≈ 5.3:1). */
    primaryText: '#167684',
    /** Darker shade for hover on `primaryText` and for emphasis (≈ 6.9:1 on white). */
    primaryDark: '#12636E',
    /** A light tint of the brand for selected rows, info notes and hover backgrounds. */
    primarySurface: '#E6F6F8',
    text: '#1F2933',
    /** Secondary text (≈ 6.5:1 on white, 6.0:1 on `background`). */
    textMuted: '#52606D',
    /** Page background. */
    background: '#F5F7FA',
    /** Cards, dialogs, inputs. */
    surface: '#FFFFFF',
    /** Decorative dividers and card outlines. */
    border: '#CBD2D9',
    /** Edges of form controls (≈ 3.7:1 on white, WCAG 1.4.11). */
    borderStrong: '#7B8794',
    /** Error text, borders and filled error surfaces with `onError` (≈ 5.6:1 on white). */
    error: '#C62828',
    onError: '#FFFFFF',
    errorSurface: '#FDECEA',
    /** Success text and filled success surfaces with `onSuccess` (≈ 5.1:1 on white). */
    success: '#2E7D32',
    onSuccess: '#FFFFFF',
    successSurface: '#E8F5E9',
    /** Info notes use the brand tint with `primaryDark` accents. */
    info: '#12636E',
    infoSurface: '#E6F6F8',
    /** Dark surfaces such as the default snackbar, with `onInverse` text (≈ 14.8:1). */
    inverseSurface: '#1F2933',
    onInverse: '#FFFFFF',
    disabledSurface: '#E4E7EB',
    disabledText: '#616E7C',
    /** Keyboard focus ring (≈ 6.9:1 on white; drawn with an offset so it never sits on the filled button). */
    focus: '#12636E',
    /** Modal backdrop. */
    overlay: 'rgba(15, 23, 42, 0.55)',
  },
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
  radii: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem' },
  fontWeights: { regular: 400, medium: 500, bold: 700 },
  lineHeights: { tight: 1.25, body: 1.5 },
  /** Minimum size of anything the user taps (WCAG 2.5.8 asks for 24 px; 44 px is comfortable on phones). */
  touchTarget: '44px',
  breakpoints,
  /** Mobile-first media queries: `${theme.media.tablet} { … }`. */
  media: {
    tablet: `@media (min-width: ${breakpoints.tablet}px)`,
    desktop: `@media (min-width: ${breakpoints.desktop}px)`,
  },
  /** Widest content column of a page. */
  contentMaxWidth: '1120px',
  zIndex: { base: 0, dropdown: 1000, sticky: 1100, header: 1200, modal: 1300, snackbar: 1400 },
  shadows: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
    md: '0 4px 12px rgba(15, 23, 42, 0.12)',
    lg: '0 12px 32px rgba(15, 23, 42, 0.2)',
  },
  transitions: { fast: '120ms ease-out', normal: '200ms ease-out' },
  /** Spec §9: a snackbar closes itself after this many milliseconds … */
  snackbarTimeoutMs: 5000,
  /** … or on a vertical swipe longer than this. */
  snackbarSwipePx: 50,
  /** Spec §9: select and autocomplete menus are at most this many pixels high. */
  selectMaxHeight: 310,
  /** Spec §9: default rows of a multi-line text field. */
  textareaRows: 5,
};

export type AppTheme = typeof theme;
