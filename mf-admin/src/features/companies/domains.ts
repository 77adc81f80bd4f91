// The company form's mail domains (issue 32): one text field for staff, the contract's list for the API. The
// contract's own rule (lower case, at most 10, `firma.de`) checks each domain, so form and backend agree.
import { companyBodySchema } from '@officefit/domain';
import { z } from 'zod';

/** The typed text as a list: commas, spaces and line breaks separate; empty pieces are dropped. */
export function splitDomains(text: string): string[] {
  return text.split(/[\s,;]+/).filter((piece) => piece !== '');
}

/** The stored list as the field's text, one domain a line. */
export const joinDomains = (domains: readonly string[]) => domains.join('\n');

/** The contract's company body with the domains field read from its text first. */
export const companyFormSchema = companyBodySchema.extend({
  email_domains: z.preprocess(
    (value) => (typeof value === 'string' ? splitDomains(value) : value),
    companyBodySchema.shape.email_domains,
  ),
});
