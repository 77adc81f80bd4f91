import { z } from 'zod/mini';
import { cancelMembershipBodySchema, cancelWithoutLoginBodySchema } from '@officefit/domain';
import { withoutBlanks } from '../../lib/forms/field-error';

export interface ReasonValues {
  reason: string;
  text: string;
}

/** Step 2 of the logged-in cancellation: the reason and an optional free text. */
export const reasonSchema = z.pipe(
  z.transform((raw: unknown): unknown => withoutBlanks(raw)),
  cancelMembershipBodySchema,
);
export type ReasonOutput = z.output<typeof reasonSchema>;

export interface WithoutLoginValues {
  email: string;
  first_name: string;
  last_name: string;
  birthdate: string;
  contract_reference: string;
  reason: string;
}

/** The cancellation without login (§ 312k BGB): e-mail, names and at least one piece of contract data. */
export const withoutLoginSchema = z.pipe(
  z.transform((raw: unknown): unknown => withoutBlanks(raw)),
  cancelWithoutLoginBodySchema,
);
export type WithoutLoginOutput = z.output<typeof withoutLoginSchema>;

export const emptyWithoutLogin: WithoutLoginValues = {
  email: '',
  first_name: '',
  last_name: '',
  birthdate: '',
  contract_reference: '',
  reason: '',
};
