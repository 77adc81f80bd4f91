// A screen of one record (an exercise, its poses) says "not found" for a 404 rather than "cannot be loaded".
import type { ReactNode } from 'react';
import { toApiFailure } from '@officefit/api';
import { Alert } from '@officefit/ui';

/** QueryState's `error` for one record: a 404 shows `text`, any other failure keeps the default message. */
export function notFoundOn404(text: ReactNode): (error: unknown) => ReactNode {
  return (error) =>
    toApiFailure(error as Parameters<typeof toApiFailure>[0]).status === 404 ? (
      <Alert severity="error">{text}</Alert>
    ) : undefined;
}
