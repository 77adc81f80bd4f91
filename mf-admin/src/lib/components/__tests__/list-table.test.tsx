import { act, screen, within } from '@testing-library/react';
import { renderWithTheme } from '@officefit/ui/testing';
import { ListTable, type ListHeading } from '../list-table';

interface Page {
  id: number;
  path: string;
  title: string;
}

const PAGES: Page[] = [
  { id: 1, path: '/intro', title: 'Einführung' },
  { id: 2, path: '/team', title: 'Team' },
];

function Pages({
  pages,
  headings = ['Pfad', 'Titel', 'Aktionen'],
  describeByCaption,
}: {
  pages: Page[];
  headings?: ListHeading[];
  describeByCaption?: boolean;
}) {
  return (
    <ListTable
      caption="Seiten"
      headings={headings}
      items={pages}
      rowKey={(page) => page.id}
      rowTestId={(page) => `page-${page.id}`}
      describeByCaption={describeByCaption}
    >
      {(page) => (
        <>
          <th scope="row">{page.path}</th>
          <td>{page.title}</td>
          {headings.filter(Boolean).length > 2 && <td>{`Löschen ${page.path}`}</td>}
        </>
      )}
    </ListTable>
  );
}

test('renders the caption, one column heading each and one row per item with its test id', () => {
  renderWithTheme(<Pages pages={PAGES} />);
  const table = screen.getByRole('table', { name: 'Seiten' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Pfad', 'Titel', 'Aktionen']);
  for (const th of within(table).getAllByRole('columnheader')) expect(th).toHaveAttribute('scope', 'col');
  expect(screen.getByTestId('page-1')).toHaveTextContent('/introEinführung');
  expect(screen.getByTestId('page-2')).toHaveTextContent('/teamTeam');
  // the frame scrolls sideways on a tablet: the table sits in its wrapper
  expect(table.parentElement?.tagName).toBe('DIV');
  expect(table).not.toHaveAttribute('aria-describedby');
});

test('every value cell carries its column heading for the phone cards, new rows too', async () => {
  const { rerender } = renderWithTheme(<Pages pages={PAGES.slice(0, 1)} />);
  expect(screen.getByRole('cell', { name: 'Einführung' })).toHaveAttribute('data-label', 'Titel');
  expect(screen.getByRole('cell', { name: 'Löschen /intro' })).toHaveAttribute('data-label', 'Aktionen');
  expect(screen.getByRole('rowheader', { name: '/intro' })).toHaveAttribute('data-label', '');

  rerender(<Pages pages={PAGES} />);
  await act(async () => undefined);
  expect(screen.getByRole('cell', { name: 'Team' })).toHaveAttribute('data-label', 'Titel');
});

test('a left-out heading (false) drops its column', () => {
  renderWithTheme(<Pages pages={PAGES} headings={['Pfad', 'Titel', false]} />);
  expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Pfad', 'Titel']);
});

test('a visually hidden heading names the column for screen readers and phone labels', () => {
  renderWithTheme(<Pages pages={PAGES} headings={['Pfad', 'Titel', { hidden: 'Aktionen' }]} />);
  expect(screen.getByRole('columnheader', { name: 'Aktionen' })).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'Löschen /team' })).toHaveAttribute('data-label', 'Aktionen');
});

test('columns put each heading next to its cell: a row header, a left-out column, a hidden heading', () => {
  const columns = (canDelete: boolean) => [
    { heading: 'Pfad', rowHeader: true, cell: (page: Page) => page.path },
    { heading: 'Titel', cell: (page: Page) => page.title },
    canDelete && { heading: { hidden: 'Aktionen' }, cell: (page: Page) => `Löschen ${page.path}` },
  ];
  const { rerender } = renderWithTheme(
    <ListTable caption="Seiten" items={PAGES} rowKey={(page) => page.id} columns={columns(true)} />,
  );
  expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
    'Pfad',
    'Titel',
    'Aktionen',
  ]);
  expect(screen.getByRole('rowheader', { name: '/intro' })).toHaveAttribute('scope', 'row');
  expect(screen.getByRole('cell', { name: 'Einführung' })).toHaveAttribute('data-label', 'Titel');
  expect(screen.getByRole('cell', { name: 'Löschen /team' })).toHaveAttribute('data-label', 'Aktionen');

  rerender(<ListTable caption="Seiten" items={PAGES} rowKey={(page) => page.id} columns={columns(false)} />);
  expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Pfad', 'Titel']);
  expect(screen.queryByRole('cell', { name: 'Löschen /team' })).not.toBeInTheDocument();
});

test('describeByCaption points the table at its caption', () => {
  renderWithTheme(<Pages pages={PAGES} describeByCaption />);
  const table = screen.getByRole('table', { name: 'Seiten' });
  const caption = table.querySelector('caption');
  expect(caption?.id).toBeTruthy();
  expect(table).toHaveAttribute('aria-describedby', caption?.id);
});

describe('a table wider than the screen (#39 point 9, axe scrollable-region-focusable)', () => {
  // the override shadows Element.prototype's own scrollWidth; deleting it brings that back
  afterEach(() => {
    delete (HTMLElement.prototype as { scrollWidth?: number }).scrollWidth;
  });

  test('its scrolling box joins the tab order, named by the caption', () => {
    // jsdom lays nothing out: the box reports content wider than itself
    Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => 900 });
    renderWithTheme(<Pages pages={PAGES} />);
    const region = screen.getByRole('region', { name: 'Seiten' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toBeInTheDocument();
  });

  test('a table that fits adds no tab stop and no region', () => {
    renderWithTheme(<Pages pages={PAGES} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('table').parentElement).not.toHaveAttribute('tabindex');
  });
});
