// The schema of /extend's code form, loaded with the form's resolver (lazy-resolver.ts): the wire body of
// POST membership/redeem from the contract, so the browser and the server check the code alike. The location or
// department comes from a select as a string ('' for none yet) and goes on the wire as a number or not at all.
import { z } from 'zod/mini';
import { redeemCodeBodySchema as wire } from '@officefit/domain';
import { withoutBlanks } from './field-error';

export const redeemCodeBodySchema = z.pipe(
  z.transform((raw: unknown): unknown => {
    const values = raw as { code: string; subcategory_id?: string };
    const place = values.subcategory_id ? Number(values.subcategory_id) : '';
    return withoutBlanks({ code: values.code, subcategory_id: place });
  }),
  wire,
);
