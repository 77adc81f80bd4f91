import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@officefit/i18n';
import { todayIn } from '@officefit/domain';
import {
  callsTo,
  coworker,
  duel,
  me,
  renderRoute,
  stubFetch,
  teamChallenge,
  wpError,
} from '../../testing/support';
import ChallengeEditPage from '../challenge-edit-page';

const META = { participating: 1, active: 1, limit: 3, points: 350, available_points: 300 };
const COWORKERS = [
  coworker(8, 'Paul'),
  coworker(9, 'Colin', { last_name: 'Kollege' }),
  coworker(10, 'Rita'),
  coworker(11, 'Sven', { available: false, active_challenges: 3 }),
];

function stubEditor(extra: Record<string, unknown> = {}) {
  return stubFetch({
    'GET officefit/v1/me': me(),
    'GET officefit/v1/coworkers': COWORKERS,
    'GET officefit/v1/challenge': { res: true, data: [], meta: META },
    'GET officefit/v1/exercises': [
      { id: 5, name: 'Schulterkreisen' },
      { id: 6, name: 'Kinn-Nicken' },
    ],
    'POST officefit/v1/challenge': { res: true, data: duel({ state: 'waiting' }) },
    ...extra,
  });
}

function open(url = '/challenges/create/new') {
  return renderRoute(<ChallengeEditPage />, { path: '/challenges/create/:id', url });
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(screen.getByRole('option', { name: option }));
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('create a challenge', () => {
  it('asks for type and duration before anything is sent', async () => {
    const seen = stubEditor();
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Challenge erstellen' }));
    // the texts of the shared request contract's issues (@officefit/i18n `validation`)
    expect(screen.getByRole('radiogroup', { name: /Art der Challenge/ })).toHaveAccessibleDescription(
      'Bitte wählen Sie eine Antwort.',
    );
    expect(screen.getByRole('combobox', { name: /Dauer/ })).toHaveAccessibleDescription(
      'Bitte füllen Sie dieses Feld aus.',
    );
    expect(callsTo(seen, 'POST', 'officefit/v1/challenge')).toHaveLength(0);
  });

  it('creates a 1 vs 1 with a wager and offers to create another one', async () => {
    const seen = stubEditor();
    const user = userEvent.setup();
    open('/challenges/create/new?opponent=9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Challenge erstellen' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: '1 gegen 1' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: /^Kollegin oder Kollege/ })).toHaveTextContent(
      'Colin Kollege',
    );
    await choose(user, /Dauer/, '14 Tage');
    await user.clear(screen.getByLabelText(/Einsatz in Punkten/));
    await user.type(screen.getByLabelText(/Einsatz in Punkten/), '50');
    await choose(user, /Gemeinsame Übung/, 'Schulterkreisen');
    await user.click(screen.getByRole('button', { name: 'Challenge erstellen' }));
    await waitFor(() => expect(callsTo(seen, 'POST', 'officefit/v1/challenge')).toHaveLength(1));
    expect(callsTo(seen, 'POST', 'officefit/v1/challenge')[0]?.body).toEqual({
      kind: 'duel',
      type: 0,
      duration: 14,
      goal: 10,
      wager: 50,
      start: todayIn(),
      partners: [],
      opponents: [9],
      exercise: 5,
    });
    const created = await screen.findByTestId('challenge-created');
    await user.click(within(created).getByRole('button', { name: 'Weitere Challenge erstellen' }));
    expect(screen.getByRole('button', { name: 'Challenge erstellen' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '1 gegen 1' })).not.toBeChecked();
  });

  it('shows the contract limits of the goal in English as well', async () => {
    const seen = stubEditor();
    const user = userEvent.setup();
    await i18n.changeLanguage('en-US');
    try {
      open('/challenges/create/new?opponent=9');
      const goal = await screen.findByLabelText(/^Goal/);
      await user.clear(goal);
      await user.type(goal, '501');
      await user.click(screen.getByRole('button', { name: 'Create challenge' }));
      expect(goal).toHaveAccessibleDescription(expect.stringContaining('Please enter at most 500.'));
      expect(goal).toHaveFocus();
      expect(callsTo(seen, 'POST', 'officefit/v1/challenge')).toHaveLength(0);
    } finally {
      await i18n.changeLanguage('de-DE');
    }
  });

  it('refuses a wager above the available points', async () => {
    const seen = stubEditor();
    const user = userEvent.setup();
    open('/challenges/create/new?opponent=9');
    await choose(user, /Dauer/, '7 Tage');
    const wager = await screen.findByLabelText(/Einsatz in Punkten/);
    await user.clear(wager);
    await user.type(wager, '301');
    await user.click(screen.getByRole('button', { name: 'Challenge erstellen' }));
    expect(wager).toHaveAccessibleDescription(expect.stringContaining('Nicht genügend Punkte'));
    expect(callsTo(seen, 'POST', 'officefit/v1/challenge')).toHaveLength(0);
  });

  it('needs both teams of the same size and keeps people out of both teams', async () => {
    const seen = stubEditor();
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('radio', { name: 'Team gegen Team' }));
    await choose(user, /Dauer/, '7 Tage');
    const own = screen.getByRole('group', { name: 'Ihr Team' });
    const other = screen.getByRole('group', { name: 'Das andere Team' });
    await user.click(within(own).getByRole('checkbox', { name: 'Paul' }));
    expect(within(other).getByRole('checkbox', { name: 'Paul' })).toBeDisabled();
    expect(within(own).getByRole('checkbox', { name: 'Sven' })).toBeDisabled();
    await user.click(within(other).getByRole('checkbox', { name: 'Colin Kollege' }));
    await user.click(screen.getByRole('button', { name: 'Challenge erstellen' }));
    expect(other).toHaveAccessibleDescription(
      expect.stringContaining('Beide Teams brauchen gleich viele Mitglieder.'),
    );
    expect(callsTo(seen, 'POST', 'officefit/v1/challenge')).toHaveLength(0);

    await user.click(within(other).getByRole('checkbox', { name: 'Rita' }));
    await user.type(screen.getByLabelText('Name Ihres Teams'), 'Die Flinken');
    await user.click(screen.getByRole('button', { name: 'Challenge erstellen' }));
    await waitFor(() => expect(callsTo(seen, 'POST', 'officefit/v1/challenge')).toHaveLength(1));
    expect(callsTo(seen, 'POST', 'officefit/v1/challenge')[0]?.body).toMatchObject({
      kind: 'team',
      type: 1,
      partners: [8],
      opponents: [9, 10],
      team_name: 'Die Flinken',
      opponent_team_name: '',
    });
  });

  it('checks the team photo size before uploading (512 kb)', async () => {
    const seen = stubEditor({
      'POST officefit/v1/challenge': { res: true, data: teamChallenge({ id: 20 }) },
      'POST officefit/v1/challenge/20/photo': { res: true, data: teamChallenge({ id: 20 }) },
    });
    const user = userEvent.setup({ applyAccept: false });
    open();
    await user.click(await screen.findByRole('radio', { name: 'Paar gegen Paar' }));
    await choose(user, /Dauer/, '7 Tage');
    const photo = screen.getByLabelText('Teamfoto oder Logo');
    const big = new File([new Uint8Array(512 * 1024 + 1)], 'team.png', { type: 'image/png' });
    await user.upload(photo, big);
    expect(photo).toHaveAccessibleDescription(expect.stringContaining('Datei zu groß. (Limit: 512 kb)'));
    const pdf = new File(['%PDF'], 'team.pdf', { type: 'application/pdf' });
    await user.upload(photo, pdf);
    expect(photo).toHaveAccessibleDescription(expect.stringContaining('Nur Bilddateien'));

    const fine = new File([new Uint8Array(512 * 1024)], 'team.png', { type: 'image/png' });
    await user.upload(photo, fine);
    expect(photo).not.toHaveAttribute('aria-invalid');
    await user.click(
      within(screen.getByRole('group', { name: 'Ihre Partnerin oder Ihr Partner' })).getByRole('checkbox', {
        name: 'Paul',
      }),
    );
    const other = screen.getByRole('group', { name: 'Das andere Team' });
    await user.click(within(other).getByRole('checkbox', { name: 'Colin Kollege' }));
    await user.click(within(other).getByRole('checkbox', { name: 'Rita' }));
    await user.click(screen.getByRole('button', { name: 'Challenge erstellen' }));
    await waitFor(() => expect(callsTo(seen, 'POST', 'officefit/v1/challenge/20/photo')).toHaveLength(1));
    expect(callsTo(seen, 'POST', 'officefit/v1/challenge/20/photo')[0]).toMatchObject({
      query: { team: '1' },
      body: { multipart: true },
    });
  });

  it.each([
    [
      'challenge_limit',
      'Limit reached. You are already participating in 3 challenges.',
      'Limit erreicht. Sie nehmen bereits an 3 Challenges teil.',
    ],
    ['no_suitable_members', 'No suitable members are available', 'Keine passenden Mitglieder verfügbar'],
    ['not_enough_points', 'Not enough points', 'Nicht genügend Punkte'],
  ])('translates the server error %s', async (code, message, german) => {
    stubEditor({ 'POST officefit/v1/challenge': wpError(409, code, message) });
    const user = userEvent.setup();
    open('/challenges/create/new?opponent=9');
    await choose(user, /Dauer/, '7 Tage');
    await user.click(screen.getByRole('button', { name: 'Challenge erstellen' }));
    expect(await screen.findByTestId('challenge-form-error')).toHaveTextContent(german);
  });
});

describe('edit a challenge', () => {
  it('updates a duel with "Challenge aktualisieren" and leaves kind and type out', async () => {
    const challenge = duel({ id: 12, state: 'waiting', can_edit: true, start: todayIn() });
    const seen = stubEditor({
      'GET officefit/v1/challenge/12': { res: true, data: challenge },
      'PUT officefit/v1/challenge/12': { res: true, data: challenge },
    });
    const user = userEvent.setup();
    open('/challenges/create/12');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Challenge bearbeiten' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: '1 gegen 1' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Challenge aktualisieren' }));
    await waitFor(() => expect(callsTo(seen, 'PUT', 'officefit/v1/challenge/12')).toHaveLength(1));
    expect(callsTo(seen, 'PUT', 'officefit/v1/challenge/12')[0]?.body).toEqual({
      duration: 7,
      goal: 10,
      wager: 50,
      partners: [],
      opponents: [9],
      exercise: null,
    });
    expect(await screen.findByTestId('location')).toHaveTextContent('/challenges');
  });

  it('updates a team challenge with "Teamchallenge aktualisieren"', async () => {
    stubEditor({ 'GET officefit/v1/challenge/20': { res: true, data: teamChallenge({ id: 20 }) } });
    open('/challenges/create/20');
    expect(await screen.findByRole('button', { name: 'Teamchallenge aktualisieren' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name Ihres Teams')).toHaveValue('Die Flinken');
  });

  it('shows "Name used already" at the team name the server refused', async () => {
    stubEditor({
      'GET officefit/v1/challenge/20': { res: true, data: teamChallenge({ id: 20 }) },
      'PUT officefit/v1/challenge/20': wpError(409, 'challenge_name_used', 'Name used already', {
        team_name: 'Name used already',
      }),
    });
    const user = userEvent.setup();
    open('/challenges/create/20');
    await user.click(await screen.findByRole('button', { name: 'Teamchallenge aktualisieren' }));
    expect(await screen.findByTestId('challenge-form-error')).toHaveTextContent('Name bereits vergeben');
    expect(screen.getByLabelText('Name Ihres Teams')).toHaveAccessibleDescription(
      expect.stringContaining('Dieser Name ist bereits vergeben.'),
    );
  });

  it('says so when the challenge can no longer be changed', async () => {
    stubEditor({ 'GET officefit/v1/challenge/12': { res: true, data: duel({ id: 12 }) } });
    open('/challenges/create/12');
    expect(await screen.findByText('Diese Challenge kann nicht mehr geändert werden.')).toBeInTheDocument();
  });
});

describe('in English', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en-US');
  });
  afterEach(async () => {
    // Unmount first, so the language change re-renders nothing outside act().
    cleanup();
    await i18n.changeLanguage('de-DE');
  });

  it('uses the spec’s labels: Create challenge, Create another challenge', async () => {
    stubEditor();
    const user = userEvent.setup();
    open('/challenges/create/new?opponent=9');
    await choose(user, /Duration/, '7 days');
    await user.click(screen.getByRole('button', { name: 'Create challenge' }));
    const created = await screen.findByTestId('challenge-created');
    expect(within(created).getByRole('button', { name: 'Create another challenge' })).toBeInTheDocument();
  });

  it('names the kinds in plain English, as "1 vs 1" and "Team vs team" do (#39: not "Couple 2:2")', async () => {
    stubEditor();
    open();
    expect(await screen.findByRole('radio', { name: 'Pair vs pair' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '1 vs 1' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Couple/ })).not.toBeInTheDocument();
  });

  it('uses the spec’s labels: Update challenge, Update team challenge', async () => {
    stubEditor({
      'GET officefit/v1/challenge/12': {
        res: true,
        data: duel({ id: 12, state: 'waiting', can_edit: true }),
      },
      'GET officefit/v1/challenge/20': { res: true, data: teamChallenge({ id: 20 }) },
    });
    const first = open('/challenges/create/12');
    expect(await screen.findByRole('button', { name: 'Update challenge' })).toBeInTheDocument();
    first.unmount();
    open('/challenges/create/20');
    expect(await screen.findByRole('button', { name: 'Update team challenge' })).toBeInTheDocument();
  });

  it('shows the photo size message in English', async () => {
    stubEditor();
    const user = userEvent.setup({ applyAccept: false });
    open();
    await user.click(await screen.findByRole('radio', { name: 'Team vs team' }));
    const photo = screen.getByLabelText('Team photo or logo');
    await user.upload(photo, new File([new Uint8Array(600 * 1024)], 'logo.png', { type: 'image/png' }));
    expect(photo).toHaveAccessibleDescription(expect.stringContaining('File too big. (Limit: 512 kb)'));
  });
});
