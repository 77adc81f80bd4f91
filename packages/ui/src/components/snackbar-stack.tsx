import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Snackbar, type SnackbarSeverity } from './snackbar';

export interface SnackbarMessage<Id extends string | number = string | number> {
  id: Id;
  text: ReactNode;
  severity?: SnackbarSeverity;
}

export interface SnackbarStackProps<Id extends string | number = string | number> {
  messages: readonly SnackbarMessage<Id>[];
  /** Called with the id of a message that closed itself or was closed by the user. */
  onDismiss: (id: Id) => void;
  /** Overrides the 5000 ms timeout of every message; `null` keeps them open. */
  timeoutMs?: number | null;
  className?: string;
}

/** `pointer-events: none`: the empty strip must not block clicks on the page; each snackbar takes them again. */
const Region = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.snackbar};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  padding-bottom: calc(${({ theme }) => theme.space.md} + env(safe-area-inset-bottom, 0px));
  pointer-events: none;

  &:empty {
    padding: 0;
  }
`;

/** The snackbars of the app, newest at the bottom, fixed to the bottom of the screen. */
export function SnackbarStack<Id extends string | number>({
  messages,
  onDismiss,
  timeoutMs,
  className,
}: SnackbarStackProps<Id>) {
  return (
    // usable beside an open modal dialog, which makes the rest of the page inert (useModalDialog)
    <Region className={className} data-beside-modal>
      {messages.map((message) => (
        <Snackbar
          key={message.id}
          severity={message.severity}
          timeoutMs={timeoutMs}
          onClose={() => onDismiss(message.id)}
        >
          {message.text}
        </Snackbar>
      ))}
    </Region>
  );
}
