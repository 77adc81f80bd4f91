import { emptyChallengeDraft } from '../draft';
import { toChallengeInput, validateChallenge, type ChallengeDraft } from '../validate-challenge';

const TODAY = '2026-05-04';
const context = { today: TODAY, availablePoints: 300 };

function draft(overrides: Partial<ChallengeDraft>): ChallengeDraft {
  return { ...emptyChallengeDraft(TODAY), duration: '7', ...overrides };
}

describe('challenge form validation (spec §5)', () => {
  it('requires the type and the duration', () => {
    const errors = validateChallenge(emptyChallengeDraft(TODAY), context);
    expect(errors.kind).toEqual({ key: 'validation.chooseKind' });
    expect(errors.duration).toEqual({ key: 'validation.chooseDuration' });
  });

  it('accepts a duel against a random colleague or one chosen opponent, but not two', () => {
    expect(validateChallenge(draft({ kind: 'duel' }), context)).toEqual({});
    expect(validateChallenge(draft({ kind: 'duel', opponents: [9] }), context)).toEqual({});
    expect(validateChallenge(draft({ kind: 'duel', opponents: [9, 10] }), context).opponents).toEqual({
      key: 'validation.oneOpponent',
    });
  });

  it('needs both teams of the same size in a team challenge (the owner counts for the own team)', () => {
    expect(validateChallenge(draft({ kind: 'team', partners: [8], opponents: [9, 10] }), context)).toEqual(
      {},
    );
    expect(
      validateChallenge(draft({ kind: 'team', partners: [8, 11], opponents: [9, 10, 12] }), context),
    ).toEqual({});
    expect(
      validateChallenge(draft({ kind: 'team', partners: [8], opponents: [9, 10, 12] }), context).opponents,
    ).toEqual({ key: 'errors.challenge_teams_unequal' });
    expect(
      validateChallenge(draft({ kind: 'team', partners: [8, 11], opponents: [9] }), context).opponents,
    ).toEqual({
      key: 'errors.challenge_teams_unequal',
    });
    expect(validateChallenge(draft({ kind: 'team', partners: [], opponents: [] }), context)).toMatchObject({
      partners: { key: 'validation.partnersRange' },
      opponents: { key: 'validation.chooseOpponents' },
    });
  });

  it('needs exactly one partner and two opponents for a couple challenge', () => {
    expect(validateChallenge(draft({ kind: 'couple', partners: [8], opponents: [9, 10] }), context)).toEqual(
      {},
    );
    expect(
      validateChallenge(draft({ kind: 'couple', partners: [8, 11], opponents: [9, 10] }), context),
    ).toMatchObject({
      partners: { key: 'validation.choosePartner' },
    });
    expect(
      validateChallenge(draft({ kind: 'couple', partners: [8], opponents: [9] }), context),
    ).toMatchObject({
      opponents: { key: 'validation.chooseTwoOpponents' },
    });
  });

  it('never puts one person into both teams', () => {
    expect(
      validateChallenge(draft({ kind: 'team', partners: [8], opponents: [8, 9] }), context).opponents,
    ).toEqual({
      key: 'validation.personTwice',
    });
  });

  it('checks goal and wager ranges and the points available for the wager', () => {
    expect(validateChallenge(draft({ kind: 'duel', goal: '0' }), context).goal?.key).toBe(
      'validation.goalRange',
    );
    expect(validateChallenge(draft({ kind: 'duel', goal: '501' }), context).goal?.key).toBe(
      'validation.goalRange',
    );
    expect(validateChallenge(draft({ kind: 'duel', goal: '2.5' }), context).goal?.key).toBe(
      'validation.goalRange',
    );
    expect(validateChallenge(draft({ kind: 'duel', wager: '-5' }), context).wager?.key).toBe(
      'validation.wagerRange',
    );
    expect(validateChallenge(draft({ kind: 'duel', wager: '300' }), context)).toEqual({});
    expect(validateChallenge(draft({ kind: 'duel', wager: '301' }), context).wager).toEqual({
      key: 'errors.not_enough_points',
    });
    // Unknown available points: the server decides.
    expect(
      validateChallenge(draft({ kind: 'duel', wager: '5000' }), { ...context, availablePoints: null }),
    ).toEqual({});
  });

  it('has no wager in a company challenge and needs at least one colleague', () => {
    expect(validateChallenge(draft({ kind: 'company', wager: '99999', partners: [8] }), context)).toEqual({});
    expect(validateChallenge(draft({ kind: 'company' }), context).partners?.key).toBe(
      'validation.partnersRange',
    );
  });

  it('refuses a start in the past, unless it is the unchanged start of an edited challenge', () => {
    expect(validateChallenge(draft({ kind: 'duel', start: '2026-05-03' }), context).start).toEqual({
      key: 'validation.startInPast',
    });
    expect(
      validateChallenge(draft({ kind: 'duel', start: '2026-05-03' }), {
        ...context,
        originalStart: '2026-05-03',
      }),
    ).toEqual({});
  });

  it('builds the request body: kind and type only on create, wager 0 and no opponents for a company challenge', () => {
    expect(
      toChallengeInput(draft({ kind: 'duel', wager: '50', opponents: [9], exercise: '5' }), true),
    ).toEqual({
      kind: 'duel',
      type: 0,
      duration: 7,
      goal: 10,
      wager: 50,
      start: TODAY,
      partners: [],
      opponents: [9],
      exercise: 5,
    });
    expect(
      toChallengeInput(
        draft({ kind: 'company', wager: '40', partners: [8], opponents: [9], teamName: ' Wir ' }),
        false,
      ),
    ).toEqual({
      duration: 7,
      goal: 10,
      wager: 0,
      start: TODAY,
      partners: [8],
      opponents: [],
      team_name: 'Wir',
    });
  });
});
