import type { ReactNode } from 'react';
import { useTranslation } from '@officefit/i18n';
import { Alert } from './alert';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { Spinner } from './spinner';

/** The part of an RTK Query result (or any loader) that `QueryState` reads. */
export interface QueryLike<T> {
  data?: T;
  isError: boolean;
  error?: unknown;
  refetch?: () => unknown;
}

export interface QueryErrorProps {
  /** The message; defaults to `common:errors.contentNotLoaded` ("Content cannot be loaded."). */
  children?: ReactNode;
  /** Shows a "Try again" button that calls it. */
  onRetry?: () => unknown;
}

/** The one "content cannot be loaded" alert, with a retry button when the load can be repeated (spec §8). */
export function QueryError({ children, onRetry }: QueryErrorProps) {
  const { t } = useTranslation('common');
  return (
    <Alert
      severity="error"
      action={
        onRetry && (
          <Button variant="text" size="sm" onClick={() => void onRetry()}>
            {t('actions.retry')}
          </Button>
        )
      }
    >
      {children ?? t('errors.contentNotLoaded')}
    </Alert>
  );
}

export interface QueryStateProps<T> {
  /** An RTK Query result, e.g. `useGetHabitsQuery()`, or any object of the same shape. */
  query: QueryLike<T>;
  /** Renders the loaded data. */
  children: (data: NonNullable<T>) => ReactNode;
  /** Shown until the first data arrives; a `Spinner` by default, a fixed-height skeleton where layout shift matters. */
  loading?: ReactNode;
  /** Whether the data counts as "nothing to show" (`null` always does); by default an empty array does. */
  isEmpty?: (data: NonNullable<T>) => boolean;
  /** The empty-state text (`EmptyState` adds the icon); defaults to "No data". */
  empty?: ReactNode;
  /** A follow-up action in the empty state, e.g. a link to the plan. */
  emptyAction?: ReactNode;
  /** The error text; a function gets the query's error (e.g. to translate its code). */
  error?: ReactNode | ((error: unknown) => ReactNode);
  /** `false` hides the retry button (e.g. when a parent already offers one). */
  retry?: boolean;
}

const isEmptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * The one load / error / empty / content switch for a query. A failed load shows the error alert (with retry)
 * instead of the spinner; a failed refetch shows it above the data already loaded, so nothing on screen is lost.
 */
export function QueryState<T>({
  query,
  children,
  loading,
  isEmpty = isEmptyArray,
  empty,
  emptyAction,
  error,
  retry = true,
}: QueryStateProps<T>) {
  const { data, isError } = query;
  const alert = isError && (
    <QueryError onRetry={retry ? query.refetch : undefined}>
      {typeof error === 'function' ? error(query.error) : error}
    </QueryError>
  );
  if (data === undefined) return <>{alert || (loading ?? <Spinner />)}</>;
  return (
    <>
      {alert}
      {data === null || isEmpty(data) ? (
        <EmptyState action={emptyAction}>{empty}</EmptyState>
      ) : (
        children(data)
      )}
    </>
  );
}
