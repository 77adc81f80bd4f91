// PUT anamnesis / POST anamnesis/skip: the contract shared with the training app (@officefit/domain) with the
// English wire messages. The questionnaire's own rules (two focus areas, complete pain points, consent) are
// checked by the service with their own codes.
import {
  type AnamnesisAnswersBody,
  type InjuryBody,
  type SaveAnamnesisBody,
  saveAnamnesisBodySchema,
  skipAnamnesisBodySchema,
} from '../../../shared/domain';
import { wireMessages } from '../../../shared/validate';

export type InjuryInput = InjuryBody;
export type AnamnesisInput = AnamnesisAnswersBody;
export type { SaveAnamnesisBody };

export const saveAnamnesisBody = wireMessages(saveAnamnesisBodySchema, {
  'anamnesis.time': { training_time: 'time must be 5, 10, 15, 30 or 31.' },
  '*': { values_repeat: 'Values must not repeat.' },
});

/** POST anamnesis/skip has no body fields. */
export const skipBody = skipAnamnesisBodySchema;
