import { z } from 'zod';

/** GET /officefit/v1/points takes no parameters: the user comes from the token only. */
export const pointsQuery = z.strictObject({});
