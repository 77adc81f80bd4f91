import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { Tabs, type TabItem } from '@officefit/ui';
import type { ExerciseTabs } from '../../../lib/types';

/** The six tabs in the order of the spec (§2 "Exercise detail"). */
export const TAB_ORDER = [
  'commonMistakes',
  'sequence',
  'duration',
  'effect',
  'startingPosition',
  'tip',
] as const satisfies readonly (keyof ExerciseTabs)[];

const Text = styled.div`
  max-width: 70ch;
  line-height: ${({ theme }) => theme.lineHeights.body};
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  ol {
    margin: 0;
    padding-left: 1.5rem;
  }
  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

const NUMBERED = /^\s*\d+[.)]\s+/;

/** Plain text with line breaks; "1. … / 2. …" becomes an ordered list. */
function InstructionText({ text }: { text: string }) {
  const { t } = useTranslation('training');
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length === 0) return <Text>{t('exercise.noInstructions')}</Text>;
  if (lines.length > 1 && lines.every((line) => NUMBERED.test(line))) {
    return (
      <Text>
        <ol>
          {lines.map((line, index) => (
            <li key={index}>{line.replace(NUMBERED, '')}</li>
          ))}
        </ol>
      </Text>
    );
  }
  return (
    <Text>
      {lines.map((line, index) => (
        <p key={index}>{line}</p>
      ))}
    </Text>
  );
}

/** The exercise's instructions in six tabs (keyboard: arrow keys, Home, End). */
export function ExerciseInstructions({ tabs, labelledBy }: { tabs: ExerciseTabs; labelledBy?: string }) {
  const { t } = useTranslation('training');
  const items: TabItem[] = TAB_ORDER.map((id) => ({
    id,
    label: t(`exercise.tabs.${id}`),
    content: <InstructionText text={tabs[id] ?? ''} />,
  }));
  return <Tabs items={items} defaultValue="sequence" labelledBy={labelledBy} />;
}
