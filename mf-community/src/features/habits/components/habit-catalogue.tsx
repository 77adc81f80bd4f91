import { useState } from 'react';
import styled from 'styled-components';
import { gridListCss } from '../../../lib/layout-css';
import { contentLangOf, useTranslation } from '@officefit/i18n';
import { Button, Dialog, QueryState, Tabs } from '@officefit/ui';
import { useGetHabitSuggestionsQuery } from '../api/get-habit-suggestions';
import { useGetHabitsQuery } from '../api/get-habits';
import { HABIT_TYPES, type HabitSuggestion } from '../model/types';
import { HabitForm } from './habit-form';

const List = styled.ul`
  ${gridListCss}
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
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
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

/**
 * The suggestions the user has not adopted yet: one whose habit runs or is still to come is left out (the server
 * refuses it a second time, `habit_suggestion_taken`); a finished one is offered again.
 */
function useOpenSuggestions(lang: 'de' | 'en') {
  const query = useGetHabitSuggestionsQuery({ lang });
  const { data: habits } = useGetHabitsQuery();
  const taken = new Set(habits?.habits.map((habit) => habit.suggestion));
  return { ...query, data: query.data?.filter((suggestion) => !taken.has(suggestion.key)) };
}

/** The catalogue of suggested habits by type, plus a form for an own habit (spec §3 "Habits"). */
export function HabitCatalogue() {
  const { t, i18n } = useTranslation('community');
  const lang = contentLangOf(i18n.language);
  const query = useOpenSuggestions(lang);
  const [chosen, setChosen] = useState<HabitSuggestion | null>(null);

  const suggestionsOf = (typ: string) => (
    <QueryState
      query={{ ...query, data: query.data?.filter((s) => s.typ === typ) }}
      empty={t('habits.catalogue.allTaken')}
    >
      {(items) => (
        <List>
          {items.map((suggestion) => (
            <Item key={suggestion.key}>
              {/* under the card's h2 (#39: heading-order on /habits) */}
              <h3>{suggestion.name}</h3>
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
