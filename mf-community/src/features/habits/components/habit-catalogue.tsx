import { useState } from 'react';
import styled from 'styled-components';
import { contentLangOf, useTranslation } from '@officefit/i18n';
import { Button, Dialog, QueryState, Tabs } from '@officefit/ui';
import { useGetHabitSuggestionsQuery } from '../api/get-habit-suggestions';
import { HABIT_TYPES, type HabitSuggestion } from '../model/types';
import { HabitForm } from './habit-form';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  h4 {
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    flex: 1;
  }
  button {
    align-self: flex-start;
  }
`;

/** The catalogue of suggested habits by type, plus a form for an own habit (spec §3 "Habits"). */
export function HabitCatalogue() {
  const { t, i18n } = useTranslation('community');
  const lang = contentLangOf(i18n.language);
  const query = useGetHabitSuggestionsQuery({ lang });
  const [chosen, setChosen] = useState<HabitSuggestion | null>(null);

  const suggestionsOf = (typ: string) => (
    <QueryState query={{ ...query, data: query.data?.filter((s) => s.typ === typ) }}>
      {(items) => (
        <List>
          {items.map((suggestion) => (
            <Item key={suggestion.key}>
              <h4>{suggestion.name}</h4>
              <p>{suggestion.description}</p>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('habits.catalogue.takeNamed', { name: suggestion.name })}
                onClick={() => setChosen(suggestion)}
              >
                {t('habits.catalogue.take')}
              </Button>
            </Item>
          ))}
        </List>
      )}
    </QueryState>
  );

  return (
    <>
      <Tabs
        label={t('habits.catalogue.title')}
        items={[
          ...HABIT_TYPES.map((typ) => ({
            id: typ,
            label: t(`habits.types.${typ}`),
            content: suggestionsOf(typ),
          })),
          {
            id: 'own',
            label: t('habits.catalogue.own'),
            content: (
              <>
                <p>{t('habits.catalogue.ownIntro')}</p>
                <HabitForm suggestion={null} />
              </>
            ),
          },
        ]}
      />
      <Dialog
        open={chosen !== null}
        onClose={() => setChosen(null)}
        title={chosen ? t('habits.catalogue.dialogTitle', { name: chosen.name }) : ''}
      >
        {chosen && (
          <>
            <p>{chosen.description}</p>
            <HabitForm key={chosen.key} suggestion={chosen} onSaved={() => setChosen(null)} />
          </>
        )}
      </Dialog>
    </>
  );
}
