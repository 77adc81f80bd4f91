import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { Button } from './button';
import { TextField } from './text-field';

export interface CopyFieldProps {
  /** The field's label; the copy button is named after it ("Copy <label>"). */
  label: string;
  value: string;
  hint?: ReactNode;
}

const Row = styled.div`
  display: flex;
  gap: 0.5rem;
  align-items: flex-end;
  & > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

/**
 * A read-only value with a copy button (a secret URL, a token shown once). The field stays selectable, so copying
 * by hand works where the clipboard API is not offered (an insecure origin, an old browser).
 */
export function CopyField({ label, value, hint }: CopyFieldProps) {
  const { t } = useTranslation('common');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Row>
      <TextField
        label={label}
        hint={hint}
        value={value}
        readOnly
        onFocus={(event) => event.target.select()}
        spellCheck={false}
      />
      <Button
        variant="secondary"
        onClick={() => void copy()}
        aria-label={copied ? t('ui.copiedValue', { label }) : t('ui.copyValue', { label })}
      >
        {copied ? t('ui.copied') : t('actions.copy')}
      </Button>
    </Row>
  );
}
