import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../testing/support';
import { MembershipDialog } from '../components/membership-dialog';

function renderDialog(currentEnd: string | null) {
  const onSubmit = jest.fn();
  renderRoute(
    <MembershipDialog
      open
      currentEnd={currentEnd}
      loading={false}
      onSubmit={onSubmit}
      onCancel={jest.fn()}
    />,
    { path: '/', url: '/' },
  );
  return { onSubmit, dialog: screen.getByRole('dialog') };
}

test('without an end date it asks for one and sends nothing', async () => {
  const user = userEvent.setup();
  const { onSubmit, dialog } = renderDialog(null);
  await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
  expect(await within(dialog).findByText('Bitte geben Sie ein Datum an.')).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();
});

test('sends the current end day (as a day) and the note without surrounding spaces', async () => {
  const user = userEvent.setup();
  const { onSubmit, dialog } = renderDialog('2027-01-01T00:00:00Z');
  expect(within(dialog).getByLabelText(/Läuft bis einschließlich/)).toHaveValue('2027-01-01');
  await user.type(within(dialog).getByLabelText(/Notiz für den Verlauf/), '  goodwill  ');
  await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
  expect(onSubmit).toHaveBeenCalledWith({ ends_at: '2027-01-01', note: 'goodwill' });
  expect(within(dialog).queryByText('Bitte geben Sie ein Datum an.')).not.toBeInTheDocument();
});
