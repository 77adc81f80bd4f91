import { useId, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { Checkbox, TextField } from '@officefit/ui';
import { FieldErrorText } from '../../../lib/field-error';
import type { Coworker } from '../model/types';

/** From this many colleagues on, the picker offers a name filter. */
const FILTER_FROM = 8;

const Fieldset = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;
  legend {
    padding: 0 ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Options = styled.div`
  max-height: 320px;
  overflow-y: auto;
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface MemberPickerProps {
  legend: string;
  hint?: string;
  coworkers: Coworker[];
  selected: number[];
  onChange: (ids: number[]) => void;
  /** People already chosen for the other team (shown disabled). */
  taken: number[];
  error?: string;
}

function fullName(member: { name: string; last_name: string }): string {
  return member.last_name ? `${member.name} ${member.last_name}` : member.name;
}

/** Colleagues to choose for one team, as checkboxes; colleagues at their challenge limit cannot be chosen. */
export function MemberPicker({
  legend,
  hint,
  coworkers,
  selected,
  onChange,
  taken,
  error,
}: MemberPickerProps) {
  const { t } = useTranslation('community');
  const id = useId();
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const shown = needle ? coworkers.filter((c) => fullName(c).toLowerCase().includes(needle)) : coworkers;
  const toggle = (member: Coworker, checked: boolean) =>
    onChange(checked ? [...selected, member.id] : selected.filter((x) => x !== member.id));
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <Fieldset aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {coworkers.length >= FILTER_FROM && (
        <TextField
          label={t('challenges.form.filterMembers')}
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      )}
      <Options>
        {shown.map((member) => {
          const inOtherTeam = taken.includes(member.id);
          const checked = selected.includes(member.id);
          return (
            <Checkbox
              key={member.id}
              label={fullName(member)}
              checked={checked}
              disabled={!checked && (inOtherTeam || !member.available)}
              hint={
                inOtherTeam
                  ? t('challenges.form.inOtherTeam')
                  : !member.available
                    ? t('challenges.form.atLimit')
                    : member.subcat?.name
              }
              onChange={(event) => toggle(member, event.target.checked)}
            />
          );
        })}
        {shown.length === 0 && <Hint>{t('challenges.form.noMembers')}</Hint>}
      </Options>
      {error && <FieldErrorText id={`${id}-error`}>{error}</FieldErrorText>}
    </Fieldset>
  );
}
