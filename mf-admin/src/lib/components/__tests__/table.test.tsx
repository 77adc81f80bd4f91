import { act, screen } from '@testing-library/react';
import { renderWithTheme } from '@officefit/ui/testing';
import { Table } from '../admin-frame';

function Rows({ rows }: { rows: string[] }) {
  return (
    <Table>
      <caption>Seiten</caption>
      <thead>
        <tr>
          <th scope="col">Pfad</th>
          <th scope="col">Titel</th>
          <th scope="col">Mitglied</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row}>
            <th scope="row">{row}</th>
            <td>{`Titel ${row}`}</td>
            <td>ja</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

test('every value cell carries its column heading for the phone cards; a row header carries none', async () => {
  const { rerender } = renderWithTheme(<Rows rows={['/intro']} />);
  const cell = screen.getByRole('cell', { name: 'Titel /intro' });
  expect(cell).toHaveAttribute('data-label', 'Titel');
  expect(screen.getAllByRole('cell', { name: 'ja' })[0]).toHaveAttribute('data-label', 'Mitglied');
  expect(screen.getByRole('rowheader', { name: '/intro' })).toHaveAttribute('data-label', '');

  // rows of the next page or filter get their labels too
  rerender(<Rows rows={['/intro', '/team']} />);
  await act(async () => undefined);
  expect(screen.getByRole('cell', { name: 'Titel /team' })).toHaveAttribute('data-label', 'Titel');
  // the table keeps its semantics for screen readers
  expect(screen.getByRole('table', { name: 'Seiten' })).toBeInTheDocument();
  expect(screen.getAllByRole('columnheader')).toHaveLength(3);
});
