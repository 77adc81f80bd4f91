import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { I18nextProvider, i18n } from '@officefit/i18n';
import { theme } from '../theme';

/** Wraps a tree in the officefit theme and the shared i18n instance (German unless the test switches). */
export function ThemeWrapper({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </I18nextProvider>
  );
}

/** `render` from Testing Library inside the officefit theme and i18n. */
export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: ThemeWrapper, ...options });
}
