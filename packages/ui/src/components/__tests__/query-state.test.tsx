import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryError, QueryState, type QueryLike } from '../query-state';
import { usePageTitle } from '../../lib/use-page-title';
import { renderWithTheme } from '../../testing';

const query = <T,>(over: Partial<QueryLike<T>>): QueryLike<T> => ({ isError: false, ...over });
const list = (items: string[]) => (
  <ul>
    {items.map((i) => (
      <li key={i}>{i}</li>
    ))}
  </ul>
);

describe('QueryState', () => {
  it('shows the spinner until the first data arrives, or the given placeholder', () => {
    const { rerender } = renderWithTheme(<QueryState query={query<string[]>({})}>{list}</QueryState>);
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen …');
    rerender(
      <QueryState query={query<string[]>({})} loading={<div data-testid="skeleton" />}>
        {list}
      </QueryState>,
    );
    expect(screen.getByTestId('skeleton')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('renders the data', () => {
    renderWithTheme(<QueryState query={query({ data: ['Kniebeuge'] })}>{list}</QueryState>);
    expect(screen.getByRole('listitem')).toHaveTextContent('Kniebeuge');
  });

  it('says "Keine Daten vorhanden" for an empty list, or its own text', () => {
    const { rerender } = renderWithTheme(
      <QueryState query={query<string[]>({ data: [] })}>{list}</QueryState>,
    );
    expect(screen.getByText('Keine Daten vorhanden')).toBeInTheDocument();
    rerender(
      <QueryState query={query<string[]>({ data: [] })} empty="Noch keine Prämien">
        {list}
      </QueryState>,
    );
    expect(screen.getByText('Noch keine Prämien')).toBeInTheDocument();
  });

  it('takes its own emptiness rule', () => {
    renderWithTheme(
      <QueryState query={query({ data: { items: [] as string[] } })} isEmpty={(d) => d.items.length === 0}>
        {(d) => list(d.items)}
      </QueryState>,
    );
    expect(screen.getByText('Keine Daten vorhanden')).toBeInTheDocument();
  });

  it('shows an error alert instead of the spinner, with a retry that refetches', async () => {
    const refetch = jest.fn();
    renderWithTheme(<QueryState query={query<string[]>({ isError: true, refetch })}>{list}</QueryState>);
    expect(screen.getByRole('alert')).toHaveTextContent('Inhalte können nicht geladen werden.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the data already shown when a refetch fails', () => {
    renderWithTheme(<QueryState query={query({ data: ['Kniebeuge'], isError: true })}>{list}</QueryState>);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Kniebeuge');
  });

  it('words the error from the query error and can leave out the retry', () => {
    renderWithTheme(
      <QueryState
        query={query<string[]>({ isError: true, error: { status: 403 }, refetch: jest.fn() })}
        error={(e) => `Status ${(e as { status: number }).status}`}
        retry={false}
      >
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Status 403');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('QueryError', () => {
  it('has no retry button without onRetry', () => {
    renderWithTheme(<QueryError />);
    expect(screen.getByRole('alert')).toHaveTextContent('Inhalte können nicht geladen werden.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

function Titled({ title }: { title?: string }) {
  usePageTitle(title);
  return null;
}

describe('usePageTitle', () => {
  it('sets "<page> – officefit" and leaves the title alone while the name is unknown', () => {
    document.title = 'vorher';
    const { rerender } = renderWithTheme(<Titled />);
    expect(document.title).toBe('vorher');
    rerender(<Titled title="Gewohnheiten" />);
    expect(document.title).toBe('Gewohnheiten – officefit');
  });
});
