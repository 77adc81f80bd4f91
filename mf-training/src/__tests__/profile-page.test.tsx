import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Me } from '@officefit/api';
import type { Profile } from '@officefit/domain';
import { i18n } from '@officefit/i18n';
import { AbsenceBanner } from '../features/absences';
import ProfilePage from '../pages/profile-page';
import { callsTo, me, renderRoute, stubFetch, wpError } from './support';

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const PROFILE: Profile = {
  first_name: 'Dana',
  last_name: 'Demo',
  nickname: null,
  email: 'demo@example.com',
  pending_email: null,
  birthdate: '1990-05-17',
  gender: 'female',
  height: 170,
  weight: 65,
  job_category: 1,
  subcategory_id: null,
  subcategories: [{ id: 4, kind: 'location', name: 'Berlin' }],
  phone_number: null,
  lang: 'de-DE',
  newsletter: false,
  avatar: null,
  deletion_due: null,
  health_consent: true,
  pain_consent: true,
};

const render_ = (url = '/profile') => renderRoute(<ProfilePage />, { path: '/profile', url });

test('the profile form saves the changed fields in the wire shape and refuses an empty first name first', async () => {
  const user = userEvent.setup();
  const seen = stubFetch({
    'GET officefit/v1/me/profile': PROFILE,
    'PUT officefit/v1/me/profile': { ...PROFILE, nickname: 'Dani' },
  });
  render_();
  const form = await screen.findByTestId('profile-form');
  const nickname = within(form).getByRole('textbox', { name: /Spitzname/ });
  expect(within(form).getByText(/ersetzt Ihren Vornamen/)).toBeInTheDocument();

  const firstName = within(form).getByRole('textbox', { name: /Vorname/ });
  await user.clear(firstName);
  await user.click(within(form).getByRole('button', { name: 'Speichern' }));
  await waitFor(() => expect(firstName).toHaveAttribute('aria-invalid', 'true'));
  expect(callsTo(seen, 'PUT', 'officefit/v1/me/profile')).toHaveLength(0);

  await user.type(firstName, 'Dana');
  await user.type(nickname, 'Dani');
  await user.click(within(form).getByRole('button', { name: 'Speichern' }));
  await waitFor(() => expect(callsTo(seen, 'PUT', 'officefit/v1/me/profile')).toHaveLength(1));
  expect(callsTo(seen, 'PUT', 'officefit/v1/me/profile')[0]?.body).toEqual({
    first_name: 'Dana',
    last_name: 'Demo',
    nickname: 'Dani',
    birthdate: '1990-05-17',
    gender: 'female',
    job_category: 1,
    subcategory_id: null,
    phone_number: null,
  });
});

test('a wrong old password shows the spec message at the field', async () => {
  const user = userEvent.setup();
  stubFetch({
    'GET officefit/v1/me/profile': PROFILE,
    'POST officefit/v1/me/password': wpError(400, 'password_change_failed', 'Error during password change', {
      old_password: 'Error during password change',
    }),
  });
  render_();
  const card = await screen.findByTestId('password-change');
  await user.type(within(card).getByLabelText('Aktuelles Passwort'), 'falsch');
  await user.type(within(card).getByLabelText(/^Neues Passwort/), 'Neu!Sicher2026');
  await user.click(within(card).getByRole('button', { name: 'Passwort ändern' }));
  expect(await within(card).findByText('Fehler bei der Passwortänderung')).toBeInTheDocument();
  expect(within(card).getByLabelText('Aktuelles Passwort')).toHaveAttribute('aria-invalid', 'true');
});

test('an avatar over the limit is refused with the spec message before any upload', async () => {
  const user = userEvent.setup();
  const seen = stubFetch({ 'GET officefit/v1/me/profile': PROFILE });
  render_();
  const box = await screen.findByTestId('avatar-upload');
  const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
  await user.upload(within(box).getByLabelText('Profilbild wählen'), big);
  expect(within(box).getByText('Datei zu groß. (Limit: 5 MB)')).toBeInTheDocument();
  expect(within(box).getByRole('button', { name: 'Profilbild hochladen' })).toBeDisabled();
  expect(callsTo(seen, 'POST', 'officefit/v1/me/avatar')).toHaveLength(0);
});

test('the file picker may shrink to the card: at 360 px it wraps inside instead of running past it (#39)', async () => {
  stubFetch({ 'GET officefit/v1/me/profile': PROFILE });
  render_();
  const picker = await screen.findByTestId('avatar-picker');
  // jsdom lays nothing out: the rules that let a file input (wider than a phone's card in German) shrink
  expect(picker).toHaveStyle({ minWidth: '0' });
  expect(within(picker).getByLabelText('Profilbild wählen')).toHaveStyle({ maxWidth: '100%' });
  expect(within(picker).getByText(/PNG, JPEG oder WebP/)).toHaveStyle({ overflowWrap: 'break-word' });
});

test('absences: the end before the start is refused; a valid absence is saved', async () => {
  const user = userEvent.setup();
  const seen = stubFetch({
    'GET officefit/v1/me/profile': PROFILE,
    'GET officefit/v1/me': me({ absence_from: null, absence_until: null, absence_reason: null }),
    'PUT officefit/v1/me/absence': {
      absence_from: '2026-12-01',
      absence_until: '2026-12-05',
      absence_reason: 'vacation',
    },
  });
  render_('/profile?tab=absences');
  const section = await screen.findByTestId('absence-section');
  await user.type(within(section).getByLabelText('Beginn'), '2026-12-05');
  await user.type(within(section).getByLabelText('Ende'), '2026-12-01');
  await user.click(within(section).getByRole('combobox', { name: /Grund/ }));
  await user.click(screen.getByRole('option', { name: 'Urlaub' }));
  await user.click(within(section).getByRole('button', { name: 'Abwesenheit speichern' }));
  expect(await within(section).findByText('Das Ende darf nicht vor dem Beginn liegen.')).toBeInTheDocument();
  expect(callsTo(seen, 'PUT', 'officefit/v1/me/absence')).toHaveLength(0);

  await user.clear(within(section).getByLabelText('Beginn'));
  await user.type(within(section).getByLabelText('Beginn'), '2026-12-01');
  await user.clear(within(section).getByLabelText('Ende'));
  await user.type(within(section).getByLabelText('Ende'), '2026-12-05');
  await user.click(within(section).getByRole('button', { name: 'Abwesenheit speichern' }));
  await waitFor(() => expect(callsTo(seen, 'PUT', 'officefit/v1/me/absence')).toHaveLength(1));
  expect(callsTo(seen, 'PUT', 'officefit/v1/me/absence')[0]?.body).toEqual({
    from: '2026-12-01',
    until: '2026-12-05',
    reason: 'vacation',
  });
});

test('deleting the account asks for the password in a dialog and shows the grace notice', async () => {
  const user = userEvent.setup();
  const seen = stubFetch({
    'GET officefit/v1/me/profile': PROFILE,
    'POST officefit/v1/me/delete': { deletion_due: '2026-12-09T09:00:00.000Z' },
  });
  render_('/profile?tab=privacy');
  const card = await screen.findByTestId('account-deletion');
  expect(card).toHaveTextContent('14 Tage');
  await user.click(within(card).getByRole('button', { name: 'Konto löschen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Konto wirklich löschen?' });
  const confirm = within(dialog).getByRole('button', { name: 'Konto löschen' });
  expect(confirm).toBeDisabled();
  await user.type(within(dialog).getByLabelText('Ihr Passwort'), 'Demo!2026');
  await user.click(confirm);
  await waitFor(() => expect(callsTo(seen, 'POST', 'officefit/v1/me/delete')).toHaveLength(1));
  expect(callsTo(seen, 'POST', 'officefit/v1/me/delete')[0]?.body).toEqual({ password: 'Demo!2026' });
});

// Issue 36: one withdrawal per consent purpose; pain tracking withdrawn alone keeps the health profile.
test.each([
  ['de-DE', 'Einwilligung zu Beschwerden widerrufen', 'Einwilligung zu Beschwerden widerrufen?'],
  ['en-US', 'Withdraw consent to pain points', 'Withdraw consent to pain points?'],
])('in %s pain tracking is withdrawn on its own, after a confirmation', async (lang, action, title) => {
  await act(() => i18n.changeLanguage(lang));
  try {
    const user = userEvent.setup();
    const seen = stubFetch({
      'GET officefit/v1/me/profile': PROFILE,
      'POST officefit/v1/me/health-consent/withdraw': { anamnesis: {}, injuries: [] },
    });
    render_('/profile?tab=privacy');
    const section = await screen.findByTestId('privacy-section');
    await user.click(within(section).getByRole('button', { name: action }));
    const dialog = await screen.findByRole('alertdialog', { name: title });
    await user.click(within(dialog).getByRole('button', { name: action }));
    await waitFor(() =>
      expect(callsTo(seen, 'POST', 'officefit/v1/me/health-consent/withdraw')).toHaveLength(1),
    );
    expect(callsTo(seen, 'POST', 'officefit/v1/me/health-consent/withdraw')[0]?.body).toEqual({
      purpose: 'pain_tracking',
    });
  } finally {
    await act(() => i18n.changeLanguage('de-DE'));
  }
});

test.each([
  [
    'de-DE',
    /nicht gespeichert, weil Sie dieser Einwilligung nicht zugestimmt haben/,
    'Im Gesundheitsprofil einwilligen',
  ],
  ['en-US', /not stored because you have not given this consent/, 'Give consent in the health profile'],
])(
  'in %s skipped pain tracking says why it is off and links to the health profile',
  async (lang, why, link) => {
    await act(() => i18n.changeLanguage(lang));
    try {
      stubFetch({ 'GET officefit/v1/me/profile': { ...PROFILE, pain_consent: false } });
      render_('/profile?tab=privacy');
      const section = await screen.findByTestId('privacy-section');
      expect(section).toHaveTextContent(why);
      expect(within(section).getByRole('link', { name: link })).toHaveAttribute('href', '/anamnesis');
    } finally {
      await act(() => i18n.changeLanguage('de-DE'));
    }
  },
);

const AWAY = me({
  absence_from: '2026-11-20',
  absence_until: '2026-11-27',
  absence_reason: 'vacation',
  meta: { time_zone: 'Europe/Berlin' },
}) as unknown as Me;

test('the home banner shows a running absence with a link to change it', async () => {
  renderRoute(<AbsenceBanner me={AWAY} now={new Date('2026-11-27T21:00:00Z')} />, { path: '/', url: '/' });
  expect(await screen.findByTestId('absence-banner')).toHaveTextContent('Urlaub');
  expect(screen.getByRole('link', { name: 'Abwesenheit ändern' })).toHaveAttribute(
    'href',
    '/profile?tab=absences',
  );
});

test('the home banner is not shown once the absence is over on the user’s date', () => {
  // 23:30 UTC is already 28 November in Berlin, the profile's zone, while a device in UTC is still on the 27th
  renderRoute(<AbsenceBanner me={AWAY} now={new Date('2026-11-27T23:30:00Z')} />, { path: '/', url: '/' });
  expect(screen.queryByTestId('absence-banner')).toBeNull();
});

test('the birthdate picker reaches 100 years back and ends the day before the user’s today (spec §9)', async () => {
  // 12:00 UTC on 27 November is already 28 November on Kiritimati, the profile's zone; the device is on the 27th
  jest.useFakeTimers({
    now: new Date('2026-11-27T12:00:00Z'),
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'queueMicrotask',
      'nextTick',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'performance',
      'hrtime',
    ],
  });
  try {
    stubFetch({
      'GET officefit/v1/me': me({ meta: { time_zone: 'Pacific/Kiritimati' } }),
      'GET officefit/v1/me/profile': PROFILE,
    });
    render_();
    const birthdate = within(await screen.findByTestId('profile-form')).getByLabelText('Geburtsdatum');
    await waitFor(() => expect(birthdate).toHaveAttribute('max', '2026-11-27'));
    expect(birthdate).toHaveAttribute('min', '1926-01-01');
  } finally {
    jest.useRealTimers();
  }
});

// Issue 39: height and weight are asked once, in the health profile; the Profile tab shows them as the language
// writes them, with a link there, and has no field for them.
test.each([
  ['de-DE', ['170 cm', '62,5 kg'], 'Größe und Gewicht im Gesundheitsprofil ändern'],
  ['en-US', ['170 cm', '62.5 kg'], 'Change height and weight in the health profile'],
] as const)(
  'in %s the body measurements show read only with a link to the health profile',
  async (lang, shown, link) => {
    await act(() => i18n.changeLanguage(lang));
    try {
      stubFetch({ 'GET officefit/v1/me/profile': { ...PROFILE, weight: 62.5 } });
      render_();
      const form = await screen.findByTestId('profile-form');
      const measures = within(form).getByTestId('body-measures');
      for (const text of shown) expect(within(measures).getByText(text)).toBeInTheDocument();
      expect(within(measures).getByRole('link', { name: link })).toHaveAttribute('href', '/anamnesis');
      expect(within(form).queryByRole('textbox', { name: /Gewicht|Weight/ })).toBeNull();
      expect(within(form).queryByRole('spinbutton')).toBeNull();
    } finally {
      await act(() => i18n.changeLanguage('de-DE'));
    }
  },
);
