import { dateTimeFormat, formatNumber } from '@officefit/i18n';
import { nextTask } from './next-task';

/**
 * Builds the first Intl formatters of `language` while the screen's code is still loading, each in its own task: the
 * first formatter of a kind costs tens of ms on a phone (the locale's data is loaded), which otherwise lands in the
 * render of the first number or date on the screen. The formatters stay cached (@officefit/i18n format.ts).
 */
export async function warmUpFormats(language: string): Promise<void> {
  const steps = [
    () => formatNumber(0, language),
    () => dateTimeFormat(language, { day: 'numeric', month: 'long' }),
    () => new Intl.PluralRules(language),
  ];
  for (const step of steps) {
    await nextTask();
    step();
  }
}
