import { z } from 'zod';
import { REPORT_WEEKS_MAX } from '../../shared/domain';
import { contentLangParam, integerParam } from '../../shared/params';

/** ?weeks=1…52 (4 when absent): the period, ending today. */
export const reportQuery = z.strictObject({
  weeks: integerParam('weeks', 1, REPORT_WEEKS_MAX).default(4),
});

/** The CSV's column titles and number format follow `lang` (German when absent). */
export const reportCsvQuery = reportQuery.extend({ lang: contentLangParam });

export const companyParams = z.strictObject({
  id: integerParam('id', 1, 2_147_483_647),
});
