import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, me, renderRoute, Reply, stubFetch } from '../../testing/support';
import ImportPage from '../import-page';

const report = (errors: object[], imported = 0) => ({ rows: 3, imported, dry_run: false, errors, users: [] });

test('a refused import shows each bad row and field; a good file reports the users created', async () => {
  let answer: Reply = new Reply(400, {
    code: 'import_rows_invalid',
    message: 'Nothing was imported',
    data: {
      status: 400,
      ...report([
        {
          row: 3,
          field: 'email',
          code: 'email_taken',
          message: 'An account with this e-mail address exists already.',
        },
        { row: 4, field: 'last_name', code: 'field_required', message: 'Please enter the last name.' },
      ]),
    },
  });
  const seen = stubFetch({
    'GET officefit/v1/me': me(['customer_service']),
    'GET officefit/v1/admin/companies': [
      {
        id: 7,
        name: 'Demo GmbH',
        enable_subranking: true,
        members: 21,
        seats: 200,
        seats_used: 3,
        created_at: '',
      },
    ],
    'POST officefit/v1/admin/users/import': () => answer,
  });
  const user = userEvent.setup();
  renderRoute(<ImportPage />, { path: '/admin/users/import', url: '/admin/users/import' });
  await user.click(await screen.findByRole('button', { name: 'Importieren' }));
  expect(await screen.findByText('Bitte wählen Sie eine Datei.')).toBeInTheDocument();

  const file = new File(['email,first_name,last_name\na@x.de,A,B\n'], 'users.csv', { type: 'text/csv' });
  await user.upload(screen.getByLabelText('CSV-Datei'), file);
  await user.click(screen.getByRole('button', { name: 'Importieren' }));
  const table = await screen.findByTestId('import-report');
  expect(within(table).getByText('Nichts importiert')).toBeInTheDocument();
  const rows = within(table).getAllByTestId('import-error');
  expect(rows.map((r) => r.textContent)).toEqual([
    '3emailEs gibt schon ein Konto mit dieser E-Mail-Adresse.',
    '4last_nameBitte füllen Sie last_name aus.',
  ]);
  await waitFor(() =>
    expect(callsTo(seen, 'POST', 'officefit/v1/admin/users/import')[0]?.body).toMatchObject({
      csv: 'email,first_name,last_name\na@x.de,A,B\n',
      company_id: null,
      dry_run: false,
    }),
  );

  answer = new Reply(201, report([], 3));
  await user.click(screen.getByRole('button', { name: 'Importieren' }));
  expect(await screen.findByTestId('import-done')).toHaveTextContent('3 Konten wurden angelegt.');
  expect(screen.queryByTestId('import-report')).toBeNull();
});
