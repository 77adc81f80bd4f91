import type { ReactNode } from 'react';
import { Button } from '@officefit/ui';
import { Badge } from './state-badge';

/**
 * The state column of a contact or trial request: its badge ("started" in green, anything else in amber), and while it
 * is still `requested` the button that marks it started. `after` follows below (e.g. who started it when).
 */
export function RequestStateCell({
  state,
  label,
  action,
  after,
}: {
  state: 'requested' | 'started';
  /** The state's translated name. */
  label: string;
  action: { text: string; ariaLabel: string; loading: boolean; onClick: () => void };
  after?: ReactNode;
}) {
  return (
    <>
      <Badge $tone={state === 'started' ? 'success' : 'warning'}>{label}</Badge>
      {state === 'requested' && (
        <div>
          <Button
            variant="secondary"
            size="sm"
            loading={action.loading}
            aria-label={action.ariaLabel}
            onClick={action.onClick}
          >
            {action.text}
          </Button>
        </div>
      )}
      {after}
    </>
  );
}
