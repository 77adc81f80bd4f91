import { useCallback, useState } from 'react';
import { useLatest } from './use-latest';

/**
 * State that a parent may control (`value` given) or leave to the component (`defaultValue`). The setter always
 * reports the change through `onChange`, and only stores it when uncontrolled.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T) => void,
): [T, (next: T) => void] {
  const [inner, setInner] = useState(defaultValue);
  const controlled = value !== undefined;
  const onChangeRef = useLatest(onChange);
  const set = useCallback(
    (next: T) => {
      if (!controlled) setInner(next);
      onChangeRef.current?.(next);
    },
    [controlled, onChangeRef],
  );
  return [controlled ? value : inner, set];
}
