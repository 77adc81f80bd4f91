import { lazy } from 'react';
import { bindRoutes, type RouteMeta } from '@officefit/shell-contract';
import { registerNamespace } from '@officefit/i18n';
import table from './routes.json';
import de from './i18n/de.json';
import en from './i18n/en.json';

// The namespace arrives with the remote: registering it here runs before any of its screens renders.
registerNamespace('training', { de, en });

/** The training area's routes (metadata from routes.json, screens loaded lazily). */
export default bindRoutes(table as RouteMeta[], {
  home: lazy(() => import('./pages/home-page')),
  anamnesis: lazy(() => import('./pages/anamnesis-page')),
});
