import { z } from 'zod';
import { contentLangParam } from '../../shared/params';

/** GET /officefit/v1/bonuses: the language of names and descriptions. */
export const listBonusesQuery = z.strictObject({ lang: contentLangParam });
export type ListBonusesQuery = z.output<typeof listBonusesQuery>;
