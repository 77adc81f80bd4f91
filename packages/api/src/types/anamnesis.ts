/**
 * Wire types of the health profile (spec §3 "Anamnesis" and "Pain point"). The shapes the backend sends live in
 * @officefit/domain; the apps read them more tolerantly (value lists as plain strings, older answers' types), so
 * these stay the reading view, with a compile-time check that the backend's types read as it. Type-only imports:
 * this package is a shared singleton of every remote and gains no runtime dependency.
 */
import type {
  AnamnesisJson,
  AnamnesisResponse as WireAnamnesisResponse,
  InjuryJson,
} from '@officefit/domain';

export interface Injury extends Omit<InjuryJson, 'region'> {
  region: string;
}

export interface Anamnesis extends Omit<
  AnamnesisJson,
  'sports' | 'physical_health' | 'goals' | 'focus' | 'equipment'
> {
  sports: string[];
  physical_health: string[] | number | null;
  goals: string[];
  focus: string[];
  equipment: number | string | null;
}

export interface AnamnesisResponse {
  anamnesis: Anamnesis;
  injuries: Injury[];
}

// Compile-time check: what the server sends (the wire types of @officefit/domain) reads as these types.
type _ReadsAnamnesis<T extends AnamnesisResponse = WireAnamnesisResponse> = T;
