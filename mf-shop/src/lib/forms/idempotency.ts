import { useRef } from 'react';

/**
 * One idempotency key per payment attempt: the same values sent again (a retry after a failure or a timeout)
 * reuse the key, so the backend answers with the first result instead of creating a second membership; changed
 * values are a new attempt and get a new key.
 */
export function useIdempotencyKey(): (values: unknown) => string {
  const attempt = useRef<{ key: string; values: string } | null>(null);
  return (values) => {
    const serialised = JSON.stringify(values);
    if (attempt.current?.values !== serialised) {
      attempt.current = { key: crypto.randomUUID(), values: serialised };
    }
    return attempt.current.key;
  };
}
