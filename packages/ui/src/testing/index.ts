// Test helpers for packages that render @officefit/ui components (import from '@officefit/ui/testing').
export { renderWithTheme, ThemeWrapper } from './render-with-theme';
export { installPointerEvent } from './pointer-event';
