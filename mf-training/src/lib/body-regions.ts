// The 26 body regions of spec §3 come from @officefit/domain (shared with the backend); this is the guard the
// health profile and the pain search use on values from the URL and the API.
import { BODY_REGIONS, type BodyRegion } from '@officefit/domain';

export function isBodyRegion(value: string | null | undefined): value is BodyRegion {
  return (BODY_REGIONS as readonly string[]).includes(value ?? '');
}
