import { validationErrorMap } from '@officefit/i18n';
import {
  challengeFormSchema,
  emptyChallengeForm,
  toChallengeBody,
  type ChallengeFormValues,
} from '../challenge-form';

const TODAY = '2026-05-04';
const schema = challengeFormSchema({ today: TODAY, availablePoints: 300 });

function form(overrides: Partial<ChallengeFormValues>): ChallengeFormValues {
  return { ...emptyChallengeForm(TODAY), duration: '7', ...overrides };
}

/** Field → translated message of the first issue, as the form shows it. */
function errors(values: ChallengeFormValues): Record<string, string> {
  const result = schema.safeParse(values, { error: validationErrorMap });
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('challenge form rules (spec §5, from the request contract)', () => {
  it('requires the kind and the duration', () => {
    expect(errors(emptyChallengeForm(TODAY))).toEqual({
      kind: 'Bitte wählen Sie eine Antwort.',
      duration: 'Bitte füllen Sie dieses Feld aus.',
    });
  });

  it('accepts a duel against a random colleague or one chosen opponent, but not two', () => {
    expect(errors(form({ kind: 'duel' }))).toEqual({});
    expect(errors(form({ kind: 'duel', opponents: [9] }))).toEqual({});
    expect(errors(form({ kind: 'duel', opponents: [9, 10] }))).toEqual({
      opponents: 'Bitte wählen Sie 0 bis 1 Kolleginnen oder Kollegen.',
    });
  });

  it('needs both teams of the same size in a team challenge and nobody twice', () => {
    expect(errors(form({ kind: 'team', partners: [8], opponents: [9, 10] }))).toEqual({});
    expect(errors(form({ kind: 'team', partners: [8], opponents: [9, 10, 12] }))).toEqual({
      opponents: 'Beide Teams brauchen gleich viele Mitglieder.',
    });
    expect(errors(form({ kind: 'couple', partners: [8], opponents: [8, 9] }))).toEqual({
      opponents: 'Eine Person kann nur in einem Team sein.',
    });
    expect(errors(form({ kind: 'couple', partners: [], opponents: [9, 10] }))).toEqual({
      partners: 'Bitte wählen Sie 1 bis 1 Personen für Ihr Team.',
    });
  });

  it('keeps goal, wager and team name within the contract limits and the free points', () => {
    expect(errors(form({ kind: 'duel', goal: '501' }))).toEqual({
      goal: 'Bitte geben Sie höchstens 500 ein.',
    });
    expect(errors(form({ kind: 'duel', goal: '0' }))).toEqual({ goal: 'Bitte geben Sie mindestens 1 ein.' });
    expect(errors(form({ kind: 'duel', wager: '10001' }))).toEqual({
      wager: 'Bitte geben Sie höchstens 10000 ein.',
    });
    expect(errors(form({ kind: 'duel', wager: '301' }))).toEqual({ wager: 'Nicht genügend Punkte' });
    expect(errors(form({ kind: 'company', wager: '301', partners: [8] }))).toEqual({});
    expect(errors(form({ kind: 'company', partners: [8], team_name: 'x'.repeat(61) }))).toEqual({
      team_name: 'Bitte geben Sie höchstens 60 Zeichen ein.',
    });
  });

  it('refuses a start in the past unless it is the stored one', () => {
    expect(errors(form({ kind: 'duel', start: '2026-05-03' }))).toEqual({
      start: 'Der Start darf nicht in der Vergangenheit liegen.',
    });
    const editing = challengeFormSchema({ today: TODAY, availablePoints: 300, originalStart: '2026-05-01' });
    expect(editing.safeParse(form({ kind: 'duel', start: '2026-05-01' })).success).toBe(true);
  });

  it('builds the request body: kind and type only on create, team names only for team kinds', () => {
    const parsed = schema.parse(form({ kind: 'team', partners: [8], opponents: [9, 10], team_name: ' A ' }));
    expect(toChallengeBody(parsed, true)).toEqual({
      kind: 'team',
      type: 1,
      duration: 7,
      goal: 10,
      wager: 0,
      start: TODAY,
      partners: [8],
      opponents: [9, 10],
      team_name: 'A',
      opponent_team_name: '',
    });
    const duel = schema.parse(form({ kind: 'duel', opponents: [9], exercise: '5' }));
    expect(toChallengeBody(duel, false)).toEqual({
      duration: 7,
      goal: 10,
      wager: 0,
      start: TODAY,
      partners: [],
      opponents: [9],
      exercise: 5,
    });
  });
});
