import type { ComponentType } from 'react';
import { useTranslation } from '@officefit/i18n';
import { Alert } from '@officefit/ui';
import { AdminFrame } from './admin-frame';

export interface AdminScreenOptions {
  /** The heading and document title: a key of the admin texts. */
  title: string;
  /** The permission the screen needs (see AdminFrame). */
  permission?: string;
  /** A key of the admin texts shown as an info note above the body. */
  intro?: string;
  /** The page width of lists (default); `false` for a narrow screen. */
  wide?: boolean;
}

/** A screen that shows one feature component in the admin frame: its route module's default export. */
export function adminScreen(options: AdminScreenOptions, Body: ComponentType): ComponentType {
  const { title, permission, intro, wide = true } = options;
  function AdminScreen() {
    const { t } = useTranslation('admin');
    return (
      <AdminFrame title={t(title)} permission={permission} wide={wide}>
        {intro && <Alert severity="info">{t(intro)}</Alert>}
        <Body />
      </AdminFrame>
    );
  }
  return AdminScreen;
}
