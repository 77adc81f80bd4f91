import { lazy, type ComponentType } from 'react';
import { LoadingPage } from '../pages/loading-page';

/** Screens the shell itself owns (spec/architecture: loading and password reset), keyed by route id. */
export const SHELL_SCREENS: Record<string, ComponentType> = {
  loading: LoadingPage,
  password_lost: lazy(() => import('../pages/password-lost')),
};
