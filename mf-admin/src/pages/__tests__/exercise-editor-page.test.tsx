import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, me, renderRoute, stubFetch, wpError } from '../../testing/support';
import ExerciseEditorPage from '../exercise-editor-page';

const texts = (lang: string, name: string) => ({
  name,
  startingPosition: `${lang} start`,
  sequence: `${lang} 1. a\n2. b`,
  duration: `${lang} 2 min`,
  effect: `${lang} effect`,
  commonMistakes: `${lang} mistakes`,
  tip: `${lang} tip`,
});

const exercise = {
  id: 7,
  slug: 'seated-chin-tuck',
  kind: 'strengthening',
  level: 1,
  equipment: 'none',
  undercover: true,
  durationSeconds: 120,
  repetitions: 10,
  regions: ['neck'],
  contraindicatedRegions: [],
  gentle: true,
  focus: ['strength'],
  goals: ['painremoval'],
  de: texts('de', 'Kinn-Rückzug im Sitzen'),
  en: texts('en', 'Seated chin tuck'),
  illustration: '/wp-json/officefit/v1/media/exercises/seated-chin-tuck.svg',
  customIllustration: false,
  edited: false,
  updatedAt: '2026-11-27T10:00:00.000Z',
};

/** A checkbox of one group (target and contraindicated regions name the same regions). */
const choice = (group: string, name: string) =>
  within(screen.getByRole('group', { name: group })).getByRole('checkbox', { name });

/** The six text tabs, each in German and English. */
const TEXT_TABS = [
  'Ausgangsposition',
  'Bewegungsablauf',
  'Dauer / Wiederholungen',
  'Wirkung',
  'Häufige Fehler',
  'Tipp',
];

const open = () =>
  renderRoute(<ExerciseEditorPage />, { path: '/admin/exercises/:id', url: '/admin/exercises/7' });

test('German and English side by side; a change of both languages is sent in one save', async () => {
  const seen = stubFetch({
    'GET officefit/v1/me': me(['customer_service']),
    'GET officefit/v1/admin/exercises/7': () => exercise,
    'PUT officefit/v1/admin/exercises/7': (call: { body: unknown }) => ({
      ...exercise,
      ...(call.body as object),
      edited: true,
    }),
  });
  const user = userEvent.setup();
  open();
  const nameDe = await screen.findByLabelText(/^Name \(Deutsch\)/);
  const nameEn = screen.getByLabelText(/^Name \(Englisch\)/);
  expect(nameDe).toHaveValue('Kinn-Rückzug im Sitzen');
  expect(nameEn).toHaveValue('Seated chin tuck');
  // all six tabs in both languages
  for (const tab of TEXT_TABS) {
    expect(screen.getByLabelText(new RegExp(`^${tab} \\(Deutsch\\)`))).toBeInTheDocument();
    expect(screen.getByLabelText(new RegExp(`^${tab} \\(Englisch\\)`))).toBeInTheDocument();
  }
  // the slug is fixed once created; the poses editor has its slot
  expect(screen.getByLabelText(/^Kurzname/)).toHaveAttribute('readonly');
  expect(screen.getByRole('link', { name: 'Posen bearbeiten' })).toHaveAttribute(
    'href',
    '/admin/exercises/7/poses',
  );

  await user.clear(nameDe);
  await user.type(nameDe, 'Kinn zurück');
  await user.clear(nameEn);
  await user.type(nameEn, 'Chin back');
  await user.click(choice('Zielregionen', 'Seitlicher Hals'));
  expect(screen.getByText('Nicht gespeichert')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Speichern' }));

  await waitFor(() => expect(callsTo(seen, 'PUT', 'officefit/v1/admin/exercises/7')).toHaveLength(1));
  const [put] = callsTo(seen, 'PUT', 'officefit/v1/admin/exercises/7');
  expect(put!.body).toMatchObject({
    level: '1',
    durationSeconds: '120',
    repetitions: '10',
    regions: ['neck', 'side_neck'],
    de: { name: 'Kinn zurück', tip: 'de tip' },
    en: { name: 'Chin back', sequence: 'en 1. a\n2. b' },
  });
  expect(put!.body).not.toHaveProperty('slug');
});

test('an empty text and no region are refused before sending; the first error gets the focus', async () => {
  const seen = stubFetch({
    'GET officefit/v1/me': me(['customer_service']),
    'GET officefit/v1/admin/exercises/7': () => exercise,
  });
  const user = userEvent.setup();
  open();
  const tipEn = await screen.findByLabelText(/^Tipp \(Englisch\)/);
  await user.clear(tipEn);
  await user.click(choice('Zielregionen', 'Hals'));
  await user.click(screen.getByRole('button', { name: 'Speichern' }));

  expect(await screen.findByText('Bitte prüfen Sie 2 Angaben.')).toBeInTheDocument();
  const regions = screen.getByRole('group', { name: 'Zielregionen' });
  expect(within(regions).getByRole('alert')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Tipp \(Englisch\)/)).toHaveAttribute('aria-invalid', 'true');
  await waitFor(() => expect(document.activeElement).toBe(within(regions).getAllByRole('checkbox')[0]));
  expect(callsTo(seen, 'PUT', 'officefit/v1/admin/exercises/7')).toHaveLength(0);
});

test('a new exercise whose slug is taken shows the refusal at the slug field', async () => {
  const seen = stubFetch({
    'GET officefit/v1/me': me([], true),
    'POST officefit/v1/admin/exercises': () => wpError(409, 'exercise_slug_used'),
  });
  const user = userEvent.setup();
  renderRoute(<ExerciseEditorPage />, { path: '/admin/exercises/new', url: '/admin/exercises/new' });
  await user.type(await screen.findByLabelText(/^Kurzname/), 'seated-chin-tuck');
  await user.click(choice('Zielregionen', 'Kopf (Stirn und Schläfen)'));
  await user.click(choice('Schwerpunkte', 'Aufmerksamkeit'));
  await user.click(choice('Ziele', 'Wohlbefinden steigern'));
  for (const field of ['Name', ...TEXT_TABS]) {
    for (const lang of ['Deutsch', 'Englisch']) {
      await user.type(screen.getByLabelText(new RegExp(`^${field} \\(${lang}\\)`)), `${field} ${lang}`);
    }
  }
  await user.click(screen.getByRole('button', { name: 'Übung anlegen' }));
  expect(await screen.findByText('Diesen Kurznamen hat schon eine andere Übung.')).toBeInTheDocument();
  expect(callsTo(seen, 'POST', 'officefit/v1/admin/exercises')[0]!.body).toMatchObject({
    slug: 'seated-chin-tuck',
    regions: ['brain'],
    repetitions: null,
  });
  expect(screen.getByLabelText(/^Kurzname/)).toHaveFocus();
});

test('marketing gets the permission notice and no exercise is loaded', async () => {
  const seen = stubFetch({ 'GET officefit/v1/me': me(['marketing']) });
  open();
  expect(await screen.findByText('Für diesen Bereich fehlt Ihnen die Berechtigung.')).toBeInTheDocument();
  expect(callsTo(seen, 'GET', 'officefit/v1/admin/exercises/7')).toHaveLength(0);
});
