import { habitFormSchema, type HabitFormValues } from '../habit-form';

const TODAY = '2026-05-04';
const own: HabitFormValues = {
  suggestion: null,
  name: 'Treppe statt Aufzug',
  typ: 'movement',
  from: TODAY,
  to: '2026-05-31',
};

/** The problem of each field: the form's own code, else zod's code. */
function validateHabit(form: HabitFormValues, today: string): Record<string, string> {
  const issues = habitFormSchema(today).safeParse(form).error?.issues ?? [];
  return Object.fromEntries(
    issues.map((i) => [String(i.path[0]), i.code === 'custom' ? String(i.params?.code) : i.code]),
  );
}

describe('habit form validation', () => {
  it('accepts an own habit with name, type and runtime', () => {
    expect(validateHabit(own, TODAY)).toEqual({});
  });

  it('needs name and type for an own habit, but not for a suggestion', () => {
    expect(validateHabit({ ...own, name: '  ', typ: '' }, TODAY)).toEqual({
      name: 'too_small',
      typ: 'habit_type',
    });
    expect(validateHabit({ ...own, suggestion: 'water-before-lunch', name: '', typ: '' }, TODAY)).toEqual({});
    // the contract's HABIT_NAME_MAX
    expect(validateHabit({ ...own, name: 'x'.repeat(81) }, TODAY).name).toBe('too_big');
    expect(validateHabit({ ...own, name: 'x'.repeat(80) }, TODAY)).toEqual({});
  });

  it('checks the runtime: not in the past, end not before start, at most 366 days', () => {
    expect(validateHabit({ ...own, from: '2026-05-03' }, TODAY).from).toBe('start_in_past');
    expect(validateHabit({ ...own, from: '2026-02-30' }, TODAY).from).toBe('invalid_date');
    expect(validateHabit({ ...own, to: '2026-05-03' }, TODAY).to).toBe('end_before_start');
    expect(validateHabit({ ...own, to: TODAY }, TODAY)).toEqual({});
    expect(validateHabit({ ...own, to: '2027-05-04' }, TODAY)).toEqual({});
    expect(validateHabit({ ...own, to: '2027-05-05' }, TODAY).to).toBe('runtime_too_long');
  });
});
