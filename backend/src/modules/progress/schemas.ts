// GET me/progress: the shared query contract with the wire message of an unknown range.
import { progressQuerySchema } from '../../shared/domain';
import { wireMessages } from '../../shared/validate';

export const progressQuery = wireMessages(progressQuerySchema, { range: 'range must be 4w, 3m or 12m.' });
