import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Focuses the first invalid field of a form in reading order after a failed submit. react-hook-form's own focus
 * follows registration order and skips controlled fields without a ref (radio groups, selects), so the forms turn
 * it off (`shouldFocusError: false`) and use this instead.
 */
export function useFocusFirstError<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);

  // runs after the render that shows this submit's errors (react-hook-form sets them in the same batch)
  useEffect(() => {
    if (failedSubmits === 0) return;
    const invalid = ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = invalid?.matches('fieldset')
      ? invalid.querySelector<HTMLElement>('input:not([disabled])')
      : invalid;
    target?.focus();
  }, [failedSubmits]);

  const onInvalid = useCallback(() => setFailedSubmits((count) => count + 1), []);
  return { ref, onInvalid };
}
