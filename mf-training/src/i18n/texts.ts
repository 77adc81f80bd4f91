// The training namespace comes in two parts, each in the interface language only (the other language loads on a
// language switch). The dashboard's part (its cards, the plan, the exercise chips, the absence banner and the
// error texts) is all `/home` downloads; the rest of the area's texts load with any other screen (≈ 4.5 kB gzip
// less on the first screen, #16). The health profile's texts load with its page (anamnesis.ts).
import { loadNamespace } from '@officefit/i18n';

/** Resolves once the dashboard's texts of the interface language are in. */
export const loadDashboardTexts = (): Promise<void> =>
  loadNamespace(
    'training',
    { de: () => import('./dashboard.de.json'), en: () => import('./dashboard.en.json') },
    'dashboard',
  );

/** Resolves once every text of the area (both parts) of the interface language is in. */
export const loadTrainingTexts = (): Promise<void> =>
  Promise.all([
    loadDashboardTexts(),
    loadNamespace('training', { de: () => import('./de.json'), en: () => import('./en.json') }),
  ]).then(() => undefined);
