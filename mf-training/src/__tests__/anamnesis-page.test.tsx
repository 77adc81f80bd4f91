/// <reference types="@testing-library/jest-dom" />
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { i18n } from '@officefit/i18n';
import AnamnesisPage from '../pages/anamnesis-page';
import {
  blankProfile,
  callsTo,
  renderAnamnesis,
  storedProfile,
  stubFetch,
  wpError,
} from '../features/anamnesis/__tests__/support';

const GET = 'GET officefit/v1/anamnesis';
const PUT = 'PUT officefit/v1/anamnesis';
const SKIP = 'POST officefit/v1/anamnesis/skip';

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(async () => {
  jest.restoreAllMocks();
  await act(() => i18n.changeLanguage('de-DE'));
});

const PLAN_CONSENT = /Ich willige ein, dass meine Gesundheitsdaten/;
const PAIN_CONSENT = /Ich willige ein, dass meine Beschwerden/;

const group = (name: string | RegExp) => screen.getByRole('radiogroup', { name });
const stepHeading = () => screen.getByRole('heading', { level: 2, name: /^Schritt \d von 5: / });

async function pick(user: UserEvent, groupName: string | RegExp, option: string | RegExp) {
  await user.click(within(group(groupName)).getByRole('radio', { name: option }));
}

async function choose(user: UserEvent, comboName: string | RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: comboName }));
  await user.click(screen.getByRole('option', { name: option }));
}

/** Answers a pain point's questions: not examined by a doctor, no worse at night, no accident, no numbness. */
async function answerPainPoint(
  user: UserEvent,
  answers: { since: string; painNow: string; firstTime: string; strength: string },
) {
  await pick(user, /Seit wann/, answers.since);
  await pick(user, /ärztlich untersucht/, 'Nein');
  await pick(user, /zurzeit Schmerzen/, answers.painNow);
  await pick(user, /zum ersten Mal/, answers.firstTime);
  await choose(user, /Wie stark/, answers.strength);
  await pick(user, /schlimmer/, 'Nein');
  await pick(user, /Unfall/, 'Nein');
  await pick(user, /Taubheitsgefühle/, 'Nein');
}

async function next(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Weiter' }));
}

/** Opens the page with a stored profile and walks to step `n` (1-5). */
async function openAtStep(n: number, profile = storedProfile(), extra: Record<string, unknown> = {}) {
  const seen = stubFetch({ [GET]: profile, ...extra });
  const view = renderAnamnesis(<AnamnesisPage />);
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 2, name: 'Schritt 1 von 5: Persönliche Daten' });
  for (let i = 1; i < n; i += 1) await next(user);
  return { ...view, seen, user };
}

describe('health profile questionnaire', () => {
  it('loads a new profile with blank defaults, reminds the user and checks step 1 before Next', async () => {
    // every box far below the screen: the first invalid field must be scrolled up to it (jsdom has no layout)
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 2000, 300, 60));
    const scrollBy = jest.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
    stubFetch({ [GET]: blankProfile() });
    renderAnamnesis(<AnamnesisPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Gesundheitsprofil wird geladen');
    expect(await screen.findByTestId('anamnesis-state')).toHaveTextContent(
      'Ihr Gesundheitsprofil fehlt noch',
    );
    expect(screen.getByText('Schritt 1 von 5')).toBeInTheDocument();
    const height = screen.getByRole('textbox', { name: /Körpergröße in cm/ });
    expect(height).toHaveValue('');
    // gender is asked once, with the account (issue 39): not again here
    expect(screen.queryByRole('radiogroup', { name: 'Geschlecht' })).toBeNull();

    const user = userEvent.setup();
    await next(user);
    expect(stepHeading()).toHaveTextContent('Persönliche Daten');
    expect(height).toHaveAttribute('aria-invalid', 'true');
    expect(height).toHaveAccessibleDescription(/Bitte füllen Sie dieses Feld aus\./);
    expect(height).toHaveFocus();
    // scrolled up into the room below the sticky header (reveal-below-header.test.ts holds the geometry)
    expect(scrollBy).toHaveBeenCalledWith({ top: expect.any(Number) as number, behavior: 'instant' });
    expect((scrollBy.mock.calls.at(-1)?.[0] as ScrollToOptions).top).toBeGreaterThan(1000);

    await user.type(height, '20');
    await user.type(screen.getByRole('textbox', { name: /Gewicht in kg/ }), '68,5');
    await next(user);
    // the contract's limit (50–250 cm), worded by the shared validation texts
    expect(height).toHaveAccessibleDescription(/Bitte geben Sie mindestens 50 ein\./);
    await user.clear(height);
    await user.type(height, '172');
    await next(user);
    // Focus moves to the new step's heading.
    expect(stepHeading()).toHaveTextContent('Allgemeines');
    expect(stepHeading()).toHaveFocus();
    expect(screen.getByText('Schritt 2 von 5')).toBeInTheDocument();
  });

  it('fills in all five steps and sends every field with PUT anamnesis, then goes to /home', async () => {
    const seen = stubFetch({
      [GET]: blankProfile(),
      [PUT]: { ...storedProfile(), redFlags: [] },
    });
    const { store } = renderAnamnesis(<AnamnesisPage />);
    const user = userEvent.setup();
    await screen.findByTestId('anamnesis-state');

    // 1 personal data
    await user.type(screen.getByRole('textbox', { name: /Körpergröße/ }), '172');
    await user.type(screen.getByRole('textbox', { name: /Gewicht/ }), '68,5');
    expect(store.getState().ui.profileDirty).toBe(true);
    await next(user);

    // 2 general
    await pick(user, 'Wie fit sind Sie?', /^Trainiert/);
    await user.click(screen.getByRole('checkbox', { name: 'Laufen' }));
    await user.click(screen.getByRole('checkbox', { name: 'Schwimmen' }));
    await choose(user, /Wie oft pro Woche/, '3-mal pro Woche');
    await choose(user, /Wie viele Stunden sitzen Sie/, '8 Stunden');
    await pick(user, /gestresst/, '4 – stark');
    await pick(user, /Körpergefühl/, '3 – mittel');
    await pick(user, /wohl fühlen/, '4 – wohl');
    await pick(user, /schlafen/, '2 – schlecht');
    await pick(user, /ernähren/, '5 – sehr');
    await user.click(screen.getByRole('checkbox', { name: 'Chronische Erkrankungen' }));
    await next(user);

    // 3 injuries: one pain point, chosen on the figure
    expect(stepHeading()).toHaveTextContent('Beschwerden');
    await pick(user, /Beschwerden oder Schmerzen/, 'Ja, ich habe Beschwerden');
    await user.click(screen.getByRole('button', { name: 'Beschwerde hinzufügen' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Neue Beschwerde' })).toHaveFocus();
    const knee = screen.getByRole('button', { name: 'Knie' });
    await user.click(knee);
    expect(knee).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: /^Körperregion/ })).toHaveTextContent('Knie');
    await answerPainPoint(user, {
      since: '1–4 Wochen',
      painNow: 'Ja',
      firstTime: 'Zum ersten Mal',
      strength: '5',
    });
    await user.type(screen.getByRole('textbox', { name: /Welche Probleme/ }), 'Beim Treppensteigen');
    await user.click(screen.getByRole('button', { name: 'Übernehmen' }));
    const items = screen.getAllByTestId('pain-point');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Knie');
    await next(user);

    // 4 goals
    await user.click(screen.getByRole('checkbox', { name: 'Muskeln stärken' }));
    await user.click(screen.getByRole('checkbox', { name: 'Kraft' }));
    await user.click(screen.getByRole('checkbox', { name: 'Yoga' }));
    expect(screen.getByText('2 von 2 Schwerpunkten gewählt')).toBeInTheDocument();
    await next(user);

    // 5 settings + consent
    await pick(user, /Wie viel Zeit pro Tag/, 'Mehr als 30 Minuten');
    await pick(user, /Hilfsmittel/, 'Fitnessband und Massageball');
    await choose(user, /An wie vielen Tagen/, '4 Tage');
    await pick(user, /Wo möchten Sie/, /Unauffällig am Schreibtisch/);
    await pick(user, /höhenverstellbaren/, 'Ja');
    await user.type(screen.getByRole('textbox', { name: /Dauer einer Trainingseinheit/ }), '45');
    expect(screen.getByText(/Art\. 9 DSGVO/)).toBeInTheDocument();
    expect(screen.getByText(/sechs Monate nach Ende Ihres Vertrags/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: PLAN_CONSENT }));
    await user.click(screen.getByRole('checkbox', { name: PAIN_CONSENT }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/home');
    const [put] = callsTo(seen, 'PUT', 'officefit/v1/anamnesis');
    expect(put?.body).toEqual({
      anamnesis: {
        height: 172,
        weight: 68.5,
        sports: ['running', 'swimming'],
        fitness: 2,
        stress: 4,
        physical_health: ['chronic'],
        diet: 5,
        workhours_sitting: 8,
        bodyfeeling: 3,
        wellness: 4,
        sleep: 2,
        goals: ['muscle'],
        focus: ['strength', 'yoga'],
        time: 31,
        equipment: 'all',
        suitability: 0,
        accept: true,
        adjustable_table: true,
        workoutdays: 4,
        workoutminutes: 45,
        sports_frequency: 3,
      },
      injuries: [
        {
          region: 'knee',
          duration: 1,
          examined: false,
          problems: 'Beim Treppensteigen',
          more: null,
          painful: true,
          episode: 'first',
          severity: 5,
          worsening: false,
          accident: false,
          numbness: false,
        },
      ],
      consents: { health_plan: true, pain_tracking: true },
    });
    const state = store.getState();
    expect(state.ui.profileDirty).toBe(false);
    expect(state.ui.messages.map((m) => m.key)).toEqual(['training:anamnesis.savedMessage']);
  }, 30_000);

  it('blocks Next on "define goals" unless exactly two focus areas are chosen', async () => {
    const { user } = await openAtStep(4, storedProfile({ focus: ['mobility'] }));
    expect(stepHeading()).toHaveTextContent('Ziele festlegen');
    await next(user);
    expect(stepHeading()).toHaveTextContent('Ziele festlegen');
    const mobility = screen.getByRole('checkbox', { name: 'Beweglichkeit' });
    expect(mobility).toHaveAccessibleDescription('Bitte wählen Sie zwei Schwerpunkte!');
    // The focus goes to the group with the message (its first checkbox).
    expect(screen.getByRole('checkbox', { name: 'Aufmerksamkeit' })).toHaveFocus();

    await user.click(screen.getByRole('checkbox', { name: 'Schlaf' }));
    await user.click(screen.getByRole('checkbox', { name: 'Yoga' }));
    expect(screen.getByText('3 von 2 Schwerpunkten gewählt')).toBeInTheDocument();
    await next(user);
    expect(stepHeading()).toHaveTextContent('Ziele festlegen');
    expect(screen.getByText('Bitte wählen Sie zwei Schwerpunkte!')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Yoga' }));
    // The message goes away once the answer is right.
    expect(screen.queryByText('Bitte wählen Sie zwei Schwerpunkte!')).not.toBeInTheDocument();
    await next(user);
    expect(stepHeading()).toHaveTextContent('Einstellungen');
  });

  it('says "Please choose two body parts!" in English', async () => {
    await act(() => i18n.changeLanguage('en-US'));
    stubFetch({ [GET]: storedProfile({ focus: [] }) });
    renderAnamnesis(<AnamnesisPage />);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 2, name: 'Step 1 of 5: Personal data' });
    for (let i = 0; i < 4; i += 1) await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Step 4 of 5: Define goals' })).toBeInTheDocument();
    expect(screen.getByText('Please choose two body parts!')).toBeInTheDocument();
  });

  it('requires the open pain point to be confirmed before going on', async () => {
    const { user } = await openAtStep(3);
    expect(screen.getAllByTestId('pain-point')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Weitere Beschwerde hinzufügen' }));
    await next(user);
    expect(stepHeading()).toHaveTextContent('Beschwerden');
    const confirm = screen.getByRole('button', { name: 'Übernehmen' });
    expect(confirm).toHaveAccessibleDescription('Bitte übernehmen Sie zuerst die offene Beschwerde.');
    expect(confirm).toHaveFocus();

    // An empty pain point is not taken over: every answer is required.
    await user.click(confirm);
    const region = screen.getByRole('combobox', { name: /^Körperregion/ });
    expect(region).toHaveFocus();
    expect(region).toHaveAccessibleDescription(/Bitte wählen Sie eine Antwort\./);
    expect(within(group(/Seit wann/)).getByText(/Bitte wählen Sie eine Antwort\./)).toBeInTheDocument();

    // The same region twice is refused; the list select is the alternative to the figure.
    await choose(user, /^Körperregion/, 'Halswirbelsäule (Nacken)');
    await user.click(confirm);
    expect(region).toHaveAccessibleDescription(/bereits eine Beschwerde erfasst/);
    await choose(user, /^Körperregion/, 'Handgelenk');
    expect(screen.getByRole('button', { name: 'Handgelenk' })).toHaveAttribute('aria-pressed', 'true');
    await answerPainPoint(user, {
      since: 'Länger als 3 Monate',
      painNow: 'Nein',
      firstTime: 'Wiederholt',
      strength: '2',
    });
    // Longer than 3 months and not examined: the doctor note shows while editing.
    expect(screen.getByText(/seit über 3 Monaten und nicht ärztlich untersucht/)).toBeInTheDocument();
    await user.click(confirm);
    expect(screen.getAllByTestId('pain-point')).toHaveLength(2);
    await next(user);
    expect(stepHeading()).toHaveTextContent('Ziele festlegen');
  });

  it('requires a pain point when the user says there are complaints', async () => {
    const { user } = await openAtStep(3, storedProfile({}, []));
    expect(
      within(group(/Beschwerden oder Schmerzen/)).getByRole('radio', { name: /keine Beschwerden/ }),
    ).toBeChecked();
    await pick(user, /Beschwerden oder Schmerzen/, 'Ja, ich habe Beschwerden');
    await next(user);
    expect(screen.getByRole('button', { name: 'Beschwerde hinzufügen' })).toHaveAccessibleDescription(
      /mindestens eine Beschwerde/,
    );
  });

  it('requires the consent before saving', async () => {
    const { user, seen } = await openAtStep(5, storedProfile({ accept: false }), {
      [PUT]: { ...storedProfile(), redFlags: [] },
    });
    const consent = screen.getByRole('checkbox', { name: PLAN_CONSENT });
    expect(consent).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(consent).toHaveAccessibleDescription('Bitte stimmen Sie der Einwilligungserklärung zu.');
    expect(consent).toHaveFocus();
    expect(callsTo(seen, 'PUT', 'officefit/v1/anamnesis')).toHaveLength(0);

    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/home');
    expect(callsTo(seen, 'PUT', 'officefit/v1/anamnesis')).toHaveLength(1);
  });

  // Issue 36: each consent purpose is confirmed or skipped on its own
  it('saves with pain tracking skipped: no pain points are sent and the step says why', async () => {
    const { user, seen } = await openAtStep(5, storedProfile(), {
      [PUT]: { ...storedProfile({}, []), redFlags: [] },
    });
    const pain = screen.getByRole('checkbox', { name: PAIN_CONSENT });
    expect(pain).toBeChecked();
    expect(pain).not.toBeRequired();
    await user.click(pain);
    expect(
      screen.getByText('Ihre erfassten Beschwerden werden ohne diese Einwilligung nicht gespeichert.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Einwilligung jederzeit hier im Gesundheitsprofil nachholen/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/home');
    const [put] = callsTo(seen, 'PUT', 'officefit/v1/anamnesis');
    expect(put?.body).toMatchObject({
      injuries: [],
      consents: { health_plan: true, pain_tracking: false },
    });
  });

  it('in English the two purposes have their own boxes and the skipped one explains itself', async () => {
    await act(() => i18n.changeLanguage('en-US'));
    stubFetch({ [GET]: storedProfile({}, []) });
    renderAnamnesis(<AnamnesisPage />);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 2, name: /^Step 1 of 5/ });
    for (let i = 1; i < 5; i += 1) await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('checkbox', { name: /my health data being processed/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /my pain points and their history/ })).not.toBeChecked();
    expect(screen.getByText(/You can give the consent here in the health profile/)).toBeInTheDocument();
  });

  it('shows the server refusal of pain points without consent at the pain-tracking box', async () => {
    const { user } = await openAtStep(5, storedProfile(), {
      [PUT]: wpError(400, 'pain_consent_required', {
        'consents.pain_tracking': 'Pain points are stored only with the consent to pain tracking.',
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    const pain = screen.getByRole('checkbox', { name: PAIN_CONSENT });
    await waitFor(() =>
      expect(pain).toHaveAccessibleDescription(
        'Beschwerden speichern wir nur mit Ihrer Einwilligung. Bitte willigen Sie ein oder entfernen Sie die Beschwerden.',
      ),
    );
  });

  it('shows server validation errors at their step', async () => {
    let answer = wpError(400, 'focus_two_required');
    const { user } = await openAtStep(5, storedProfile(), { [PUT]: () => answer });
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Ziele festlegen'));
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte wählen Sie zwei Schwerpunkte!');
    expect(screen.getByRole('checkbox', { name: 'Aufmerksamkeit' })).toHaveFocus();

    answer = wpError(400, 'rest_invalid_param', { 'anamnesis.height': 'height is not valid.' });
    await next(user);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Persönliche Daten'));
    const height = screen.getByRole('textbox', { name: /Körpergröße/ });
    expect(height).toHaveAccessibleDescription(/Bitte prüfen Sie diese Angabe\./);
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte überprüfen Sie Ihre Eingabe');

    answer = wpError(400, 'pain_point_incomplete');
    for (let i = 0; i < 4; i += 1) await next(user);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Beschwerden'));
    expect(
      screen.getAllByText('Bitte füllen Sie alle Angaben zu Ihren Beschwerden aus.').length,
    ).toBeGreaterThan(0);
  });

  it('shows the doctor notice for red flags before going to /home', async () => {
    const { user } = await openAtStep(5, storedProfile(), {
      [PUT]: {
        ...storedProfile(),
        redFlags: [{ region: 'cervical_spine', reasons: ['severe', 'numbness'] }],
      },
    });
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Bitte zuerst ärztlich abklären' });
    expect(dialog).toHaveTextContent('Bitte lassen Sie diese Beschwerden ärztlich abklären');
    expect(within(dialog).getByTestId('red-flags')).toHaveTextContent(
      'Halswirbelsäule (Nacken): starke Schmerzen, Taubheit oder Schwäche',
    );
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Verstanden, weiter zur Startseite' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/home');
  });

  it('skips the profile only after two confirmations', async () => {
    const seen = stubFetch({ [GET]: blankProfile(), [SKIP]: { ...blankProfile(), injuries: [] } });
    const { store } = renderAnamnesis(<AnamnesisPage />);
    const user = userEvent.setup();
    await screen.findByTestId('anamnesis-state');

    await user.click(screen.getByRole('button', { name: 'Profil überspringen' }));
    let dialog = screen.getByRole('dialog', { name: 'Gesundheitsprofil überspringen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Trotzdem überspringen' }));
    dialog = screen.getByRole('alertdialog', { name: 'Wirklich überspringen?' });
    expect(dialog).toHaveTextContent('Standard-Trainingsplan');
    await user.click(within(dialog).getByRole('button', { name: 'Zurück zum Profil' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo(seen, 'POST', 'officefit/v1/anamnesis/skip')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Profil überspringen' }));
    await user.click(screen.getByRole('button', { name: 'Trotzdem überspringen' }));
    await user.click(screen.getByRole('button', { name: 'Ja, Standardplan nutzen' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/home');
    expect(callsTo(seen, 'POST', 'officefit/v1/anamnesis/skip')).toHaveLength(1);
    expect(store.getState().ui.messages.map((m) => m.key)).toEqual(['training:anamnesis.skippedMessage']);
  });

  it('marks unsaved changes so that leaving is intercepted, and keeps answers across Back and Next', async () => {
    const { user, store } = await openAtStep(1);
    expect(store.getState().ui.profileDirty).toBe(false);
    const weight = screen.getByRole('textbox', { name: /Gewicht/ });
    await user.clear(weight);
    await user.type(weight, '70');
    expect(store.getState().ui.profileDirty).toBe(true);

    await user.click(screen.getByRole('link', { name: 'elsewhere' }));
    expect(store.getState().ui.profileQuestion).toBe(1);
    expect(store.getState().ui.abortedPath).toBe('/blog');
    await user.click(screen.getByRole('button', { name: 'stay' }));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();

    await next(user);
    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(screen.getByRole('textbox', { name: /Gewicht/ })).toHaveValue('70');

    // Undoing the change makes the form clean again.
    await user.clear(screen.getByRole('textbox', { name: /Gewicht/ }));
    await user.type(screen.getByRole('textbox', { name: /Gewicht/ }), '62,5');
    expect(store.getState().ui.profileDirty).toBe(false);
    await user.click(screen.getByRole('link', { name: 'elsewhere' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/blog');
  });

  it('shows an error with retry when the profile cannot be loaded', async () => {
    let fail = true;
    stubFetch({ [GET]: () => (fail ? wpError(500, 'internal_server_error') : blankProfile()) });
    renderAnamnesis(<AnamnesisPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Inhalte können nicht geladen werden.');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByTestId('anamnesis-state')).toBeInTheDocument();
  });
});

// Issue 39 point 4: the stored weight with the decimal mark of the interface language, both marks accepted.
describe('the weight in the language’s number format', () => {
  it.each([
    ['de-DE', 'Gewicht', '62,5'],
    ['en-US', 'Weight', '62.5'],
  ])('in %s shows 62.5 kg as "%s… %s"', async (lang, label, shown) => {
    await act(() => i18n.changeLanguage(lang));
    stubFetch({ [GET]: storedProfile({ weight: 62.5 }) });
    renderAnamnesis(<AnamnesisPage />);
    expect(await screen.findByRole('textbox', { name: new RegExp(label) })).toHaveValue(shown);
  });
});
