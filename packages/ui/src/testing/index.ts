// Test helpers for packages that render @officefit/ui components (import from '@officefit/ui/src/testing').
export { renderWithTheme, ThemeWrapper } from './render-with-theme';
export { installPointerEvent } from './pointer-event';
