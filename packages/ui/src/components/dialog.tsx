import { useId, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { useModalDialog } from '../lib/use-modal-dialog';
import { CloseIcon } from './icons';
import { RoundIconButton } from './round-icon-button';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, the close button and a backdrop click; the parent then sets `open` to false. */
  onClose: () => void;
  /** The heading that names the dialog (`aria-labelledby`). */
  title: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom, e.g. cancel and confirm (stacked on phones, the last one on top). */
  actions?: ReactNode;
  disableBackdropClose?: boolean;
  disableEscapeClose?: boolean;
  hideCloseButton?: boolean;
  /** Element to focus on open; otherwise the first focusable element of the content, then of the actions. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Id of an element inside that describes the dialog (`aria-describedby`). */
  describedBy?: string;
  size?: 'sm' | 'md' | 'lg';
  /** `alertdialog` for urgent confirmations; `dialog` by default. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

const WIDTHS = { sm: '400px', md: '560px', lg: '800px' } as const;

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const rise = keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: none; }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} ${({ theme }) => theme.transitions.normal};
`;

const Panel = styled.div<{ $size: keyof typeof WIDTHS }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $size }) => WIDTHS[$size]};
  max-height: calc(100vh - 2 * ${({ theme }) => theme.space.md});
  max-height: calc(100dvh - 2 * ${({ theme }) => theme.space.md});
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${rise} ${({ theme }) => theme.transitions.normal};

  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} 0 ${theme.space.lg}`};
`;

const Title = styled.h2`
  flex: 1;
  min-width: 0;
  margin: 0;
  padding-top: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
`;

const CloseButton = styled(RoundIconButton)`
  color: ${({ theme }) => theme.colors.textMuted};

  &:hover {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `0 ${theme.space.lg} ${theme.space.lg}`};

  & > * {
    width: 100%;
  }

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    flex-wrap: wrap;
    justify-content: flex-end;

    & > * {
      width: auto;
    }
  }
`;

/**
 * A modal dialog in a portal on `document.body`: named by its title, focus moves in on open, Tab stays inside,
 * Escape or a backdrop click close it, and focus returns to the element that opened it.
 */
export function Dialog(props: DialogProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}

function OpenDialog(props: DialogProps) {
  const {
    onClose,
    title,
    children,
    actions,
    hideCloseButton = false,
    describedBy,
    size = 'md',
    role = 'dialog',
    className,
  } = props;
  const { t } = useTranslation('common');
  const titleId = `dialog${useId()}-title`;
  const { panelRef, bodyRef, actionsRef, onKeyDown, backdropProps } = useModalDialog(props);

  return (
    <Backdrop data-testid="dialog-backdrop" {...backdropProps}>
      <Panel
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        $size={size}
        className={className}
        onKeyDown={onKeyDown}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          {!hideCloseButton && (
            <CloseButton type="button" aria-label={t('actions.close')} onClick={onClose}>
              <CloseIcon size={22} />
            </CloseButton>
          )}
        </Header>
        <Body ref={bodyRef}>{children}</Body>
        {actions && <Actions ref={actionsRef}>{actions}</Actions>}
      </Panel>
    </Backdrop>
  );
}
