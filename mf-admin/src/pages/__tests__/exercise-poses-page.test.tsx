// The demonstration editor (issue 14 "Show the movement"): labelled angle sliders and number boxes per key pose,
// base position and props, add/remove/reorder within 2–4 poses, a live preview, saved through
// PUT admin/exercises/{id}/poses; a refusal shows the translated error.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, me, renderRoute, stubFetch, wpError, expectSnackbar } from '../../testing/support';
import ExercisePosesPage from '../exercise-poses-page';

const answer = {
  id: 7,
  slug: 'seated-chin-tuck',
  name: { de: 'Kinn-Rückzug im Sitzen', en: 'Seated chin tuck' },
  kind: 'strengthening',
  regions: ['neck'],
  duration: 120,
  repetitions: 10,
  poses: {
    poses: [
      {
        base: 'seated',
        view: 'side',
        angles: { hipL: 90, hipR: 90, kneeL: 90, kneeR: 90 },
        props: [{ kind: 'chair' }],
      },
      {
        base: 'seated',
        view: 'side',
        angles: { hipL: 90, hipR: 90, kneeL: 90, kneeR: 90, neck: 10 },
        props: [{ kind: 'chair' }],
      },
    ],
  },
};

const open = () =>
  renderRoute(<ExercisePosesPage />, { path: '/admin/exercises/:id/poses', url: '/admin/exercises/7/poses' });

beforeEach(() => {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});

test('edits angles, props and the list of poses with a live preview, then saves', async () => {
  const seen = stubFetch({
    'GET officefit/v1/me': me(['customer_service']),
    'GET officefit/v1/admin/exercises/7/poses': () => answer,
    'PUT officefit/v1/admin/exercises/7/poses': (call: { body: unknown }) => ({
      ...answer,
      poses: call.body,
    }),
  });
  const user = userEvent.setup();
  const { store } = open();
  expect(
    await screen.findByRole('heading', { name: 'Bewegung: Kinn-Rückzug im Sitzen' }),
  ).toBeInTheDocument();
  const still = screen.getByRole('img', { name: 'Stellung 1 der Übung „Kinn-Rückzug im Sitzen“' });
  const before = still.innerHTML;
  expect(
    screen.getByRole('img', { name: 'Bewegungsablauf der Übung „Kinn-Rückzug im Sitzen“' }),
  ).toBeInTheDocument();

  // pose 2: the neck slider and its number box show the stored angle
  await user.click(screen.getByRole('button', { name: 'Stellung 2' }));
  expect(screen.getByRole('slider', { name: 'Halswirbelsäule: Beugung (Kinn zur Brust)' })).toHaveValue('10');
  // pose 1: raise the right arm by typing the angle; the preview follows
  await user.click(screen.getByRole('button', { name: 'Stellung 1' }));
  const arm = screen.getByRole('spinbutton', { name: 'Schulter rechts: Armheben nach vorn in Grad' });
  await user.clear(arm);
  await user.type(arm, '90');
  expect(screen.getByRole('slider', { name: 'Schulter rechts: Armheben nach vorn' })).toHaveValue('90');
  const stillNow = screen.getByRole('img', { name: 'Stellung 1 der Übung „Kinn-Rückzug im Sitzen“' });
  expect(stillNow.innerHTML).not.toBe(before);
  // a desk on pose 1
  await user.click(screen.getByRole('checkbox', { name: 'Schreibtisch' }));

  // add a third pose (a copy of pose 1, after it), move it to the end, and check the limits
  await user.click(screen.getByRole('button', { name: 'Stellung hinzufügen' }));
  expect(screen.getByRole('button', { name: 'Stellung 2' })).toHaveAttribute('aria-pressed', 'true');
  await user.click(screen.getByRole('button', { name: 'Später' }));
  expect(screen.getByRole('button', { name: 'Stellung 3' })).toHaveAttribute('aria-pressed', 'true');
  await user.click(screen.getByRole('button', { name: 'Stellung hinzufügen' }));
  expect(screen.getByRole('button', { name: 'Stellung hinzufügen' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Stellung 4 entfernen' }));
  expect(within(screen.getByRole('group', { name: 'Stellungen' })).getAllByRole('button')).toHaveLength(3);

  await user.click(screen.getByRole('button', { name: 'Bewegung speichern' }));
  await waitFor(() => expect(callsTo(seen, 'PUT', 'officefit/v1/admin/exercises/7/poses')).toHaveLength(1));
  const [put] = callsTo(seen, 'PUT', 'officefit/v1/admin/exercises/7/poses');
  const body = put!.body as typeof answer.poses;
  expect(body.poses).toHaveLength(3);
  expect(body.poses[0]!.angles).toMatchObject({ shoulderR: 90 });
  expect(body.poses[0]!.props).toEqual([{ kind: 'chair' }, { kind: 'desk' }]);
  expect(body.poses[1]).toEqual(answer.poses.poses[1]);
  expect(body.poses[2]!.angles).toMatchObject({ shoulderR: 90 });
  await expectSnackbar(store, { key: 'admin:poses.saved', severity: 'success' });
});

test('removing stops at two poses, and a refusal shows the translated error', async () => {
  stubFetch({
    'GET officefit/v1/me': me(['customer_service']),
    'GET officefit/v1/admin/exercises/7/poses': () => answer,
    'PUT officefit/v1/admin/exercises/7/poses': wpError(
      400,
      'rest_invalid_param',
      'Invalid parameter(s): poses',
    ),
  });
  const user = userEvent.setup();
  const { store } = open();
  await screen.findByRole('heading', { name: 'Bewegung: Kinn-Rückzug im Sitzen' });
  expect(screen.getByRole('button', { name: 'Stellung 1 entfernen' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Bewegung speichern' }));
  await expectSnackbar(store, { key: 'admin:errors.rest_invalid_param', severity: 'error' });
});

test('a missing exercise says so', async () => {
  stubFetch({
    'GET officefit/v1/me': me(['customer_service']),
    'GET officefit/v1/admin/exercises/7/poses': wpError(404, 'rest_exercise_invalid', 'Invalid exercise ID.'),
  });
  open();
  expect(await screen.findByText('Diese Übung gibt es nicht.')).toBeInTheDocument();
});
