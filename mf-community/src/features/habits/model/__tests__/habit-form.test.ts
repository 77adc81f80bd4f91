import { validateHabit, type HabitDraft } from '../validate-habit';

const TODAY = '2026-05-04';
const own: HabitDraft = {
  suggestion: null,
  name: 'Treppe statt Aufzug',
  typ: 'movement',
  from: TODAY,
  to: '2026-05-31',
};

describe('habit form validation', () => {
  it('accepts an own habit with name, type and runtime', () => {
    expect(validateHabit(own, TODAY)).toEqual({});
  });

  it('needs name and type for an own habit, but not for a suggestion', () => {
    expect(validateHabit({ ...own, name: '  ', typ: '' }, TODAY)).toEqual({
      name: 'validation.required',
      typ: 'validation.chooseType',
    });
    expect(validateHabit({ ...own, suggestion: 'water-before-lunch', name: '', typ: '' }, TODAY)).toEqual({});
    expect(validateHabit({ ...own, name: 'x'.repeat(81) }, TODAY).name).toBe('validation.nameTooLong');
  });

  it('checks the runtime: not in the past, end not before start, at most 366 days', () => {
    expect(validateHabit({ ...own, from: '2026-05-03' }, TODAY).from).toBe('validation.startInPast');
    expect(validateHabit({ ...own, from: '2026-02-30' }, TODAY).from).toBe('validation.invalidDate');
    expect(validateHabit({ ...own, to: '2026-05-03' }, TODAY).to).toBe('validation.endBeforeStart');
    expect(validateHabit({ ...own, to: TODAY }, TODAY)).toEqual({});
    expect(validateHabit({ ...own, to: '2027-05-04' }, TODAY)).toEqual({});
    expect(validateHabit({ ...own, to: '2027-05-05' }, TODAY).to).toBe('validation.runtimeTooLong');
  });
});
