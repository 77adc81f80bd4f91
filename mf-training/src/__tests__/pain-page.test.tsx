import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { BODY_REGIONS } from '@officefit/domain';
import PainPage from '../pages/pain-page';
import { trainingDe as de, trainingEn as en } from '../i18n/all-texts';
import { callsTo, exercise, renderRoute, stubFetch, wpError, type SeenCall } from './support';

const PAIN = 'GET officefit/v1/pain_exercise';

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

async function answer(user: UserEvent, group: RegExp, option: string) {
  await user.click(
    within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name: option }),
  );
}

async function fillIn(user: UserEvent, { severe = 'Nein', neuro = 'Nein' } = {}) {
  await user.click(screen.getByRole('button', { name: 'Knie' }));
  await answer(user, /Art der Beschwerden/, 'Chronisch');
  await answer(user, /stark oder werden sie schlimmer/, severe);
  await answer(user, /Taubheitsgefühle oder Schwäche/, neuro);
}

test('each of the 26 regions is on the body picture exactly once, named in both languages', () => {
  stubFetch({});
  renderRoute(<PainPage />, { path: '/pain', url: '/pain' });
  const shown = screen.getAllByRole('button').flatMap((b) => b.getAttribute('data-region') ?? []);
  expect(shown.sort()).toEqual([...BODY_REGIONS].sort());
  expect(Object.keys(de.pain.regions).sort()).toEqual([...BODY_REGIONS].sort());
  expect(Object.keys(en.pain.regions).sort()).toEqual([...BODY_REGIONS].sort());
});

test('the regions are keyboard-focusable buttons, and the list is an alternative', async () => {
  const user = userEvent.setup();
  stubFetch({});
  renderRoute(<PainPage />, { path: '/pain', url: '/pain' });
  const front = screen.getByRole('group', { name: 'Vorderseite' });
  const back = screen.getByRole('group', { name: 'Rückseite' });
  expect(within(front).getAllByRole('button')).toHaveLength(16);
  expect(within(back).getAllByRole('button')).toHaveLength(10);

  const knee = screen.getByRole('button', { name: 'Knie' });
  act(() => knee.focus());
  await user.keyboard('{Enter}');
  expect(knee).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByText('Gewählt: Knie')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: /Körperregion/ })).toHaveTextContent('Knie');

  await user.click(screen.getByRole('combobox', { name: /Körperregion/ }));
  await user.click(screen.getByRole('option', { name: 'Wade' }));
  expect(screen.getByRole('button', { name: 'Wade' })).toHaveAttribute('aria-pressed', 'true');
  expect(knee).toHaveAttribute('aria-pressed', 'false');
});

test('every question must be answered before searching', async () => {
  const user = userEvent.setup();
  const seen = stubFetch({});
  renderRoute(<PainPage />, { path: '/pain', url: '/pain' });
  await user.click(screen.getByRole('button', { name: 'Passende Übung finden' }));
  expect(screen.getAllByText('Pflichtfeld')).toHaveLength(4);
  expect(callsTo(seen, 'GET', 'officefit/v1/pain_exercise')).toHaveLength(0);
});

test('the form sends the right query and a red flag shows the "see a doctor first" notice without an exercise', async () => {
  const user = userEvent.setup();
  const seen = stubFetch({ [PAIN]: { redFlag: { region: 'knee', reasons: ['severe', 'worsening'] } } });
  renderRoute(<PainPage />, { path: '/pain', url: '/pain' });
  await fillIn(user, { severe: 'Ja' });
  await user.click(screen.getByRole('checkbox', { name: 'Nur am Schreibtisch' }));
  await user.click(screen.getByRole('checkbox', { name: /nicht gemacht habe/ }));
  await user.click(screen.getByRole('button', { name: 'Passende Übung finden' }));

  const notice = await screen.findByTestId('pain-red-flag');
  expect(notice).toHaveTextContent('Bitte lassen Sie Ihre Beschwerden zuerst ärztlich abklären');
  expect(notice).toHaveTextContent('starke Schmerzen');
  expect(screen.queryByRole('link', { name: 'Zur Übung' })).not.toBeInTheDocument();
  const [call] = callsTo(seen, 'GET', 'officefit/v1/pain_exercise') as [SeenCall];
  expect(call.query).toEqual({
    lang: 'de',
    pain: 'knee',
    feeling: '25',
    painType: 'chronic',
    suitability: '0',
    onthego: '0',
    sportmode: '0',
    onlynew: '1',
    painCheck0: '1',
    painCheck1: '0',
  });
});

test('a found exercise links to the exercise in pain mode', async () => {
  const user = userEvent.setup();
  const seen = stubFetch({ [PAIN]: { exercise: exercise({ id: 7, name: 'Knie-Kreisen' }) } });
  renderRoute(<PainPage />, { path: '/pain', url: '/pain' });
  await fillIn(user);
  await user.click(screen.getByRole('checkbox', { name: 'Nur unauffällige Übungen' }));
  await user.click(screen.getByRole('checkbox', { name: /Sportlich/ }));
  await user.click(screen.getByRole('button', { name: 'Passende Übung finden' }));
  expect(await screen.findByRole('heading', { name: 'Knie-Kreisen' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Zur Übung' })).toHaveAttribute(
    'href',
    '/exercise/7?mode=pain&region=knee',
  );
  expect(callsTo(seen, 'GET', 'officefit/v1/pain_exercise')[0]?.query).toMatchObject({
    suitability: '1',
    onthego: '1',
    sportmode: '1',
    onlynew: '0',
    painCheck0: '0',
    painCheck1: '0',
  });
});

test.each([
  ['no_fitting_exercise', 'No fitting exercise available', 'Zurzeit gibt es keine passende Übung.'],
  ['no_exercise', 'No exercise found for given settings.', 'Für diese Angaben wurde keine Übung gefunden.'],
])('the not-found answer %s is shown translated', async (code, message, text) => {
  const user = userEvent.setup();
  stubFetch({ [PAIN]: wpError(404, code, message) });
  renderRoute(<PainPage />, { path: '/pain', url: '/pain' });
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: 'Passende Übung finden' }));
  await waitFor(() => expect(screen.getByTestId('pain-not-found')).toHaveTextContent(text));
});
