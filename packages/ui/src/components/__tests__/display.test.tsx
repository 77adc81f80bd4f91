import { screen } from '@testing-library/react';
import { Alert } from '../alert';
import { Card } from '../card';
import { EmptyState } from '../empty-state';
import { PageContainer, Stack } from '../layout';
import { Spinner } from '../spinner';
import { VisuallyHidden } from '../visually-hidden';
import { renderWithTheme } from '../../testing';

describe('Spinner', () => {
  it('is a status announced as "Wird geladen …"', () => {
    renderWithTheme(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen …');
  });

  it('takes its own label', () => {
    renderWithTheme(<Spinner label="Übungen werden geladen" inline />);
    expect(screen.getByRole('status')).toHaveTextContent('Übungen werden geladen');
  });
});

describe('EmptyState', () => {
  it('says "Keine Daten vorhanden" unless told otherwise', () => {
    const { rerender } = renderWithTheme(<EmptyState />);
    expect(screen.getByText('Keine Daten vorhanden')).toBeInTheDocument();
    rerender(<EmptyState icon={null}>Noch keine Prämien</EmptyState>);
    expect(screen.getByText('Noch keine Prämien')).toBeInTheDocument();
    expect(screen.queryByText('Keine Daten vorhanden')).not.toBeInTheDocument();
  });
});

describe('Card', () => {
  it('is a section named by its heading at the chosen level', () => {
    renderWithTheme(
      <Card title="Punkte" headingLevel={3} actions={<button type="button">Mehr</button>}>
        <p>1.200</p>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Punkte' });
    expect(screen.getByRole('heading', { level: 3, name: 'Punkte' })).toBeInTheDocument();
    expect(region).toHaveTextContent('1.200');
  });

  it('defaults to an h2 and can go without a title', () => {
    const { rerender } = renderWithTheme(<Card title="Übungen" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Übungen' })).toBeInTheDocument();
    rerender(<Card>Inhalt</Card>);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('Inhalt')).toBeInTheDocument();
  });
});

describe('Alert', () => {
  it('is an alert for errors, a status for successes and a plain note for info', () => {
    renderWithTheme(
      <>
        <Alert severity="error">Fehlgeschlagen</Alert>
        <Alert severity="success">Gespeichert</Alert>
        <Alert severity="info" title="Hinweis">
          Ausverkauft
        </Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Fehlgeschlagen');
    expect(screen.getByRole('status')).toHaveTextContent('Gespeichert');
    expect(screen.getByText('Ausverkauft')).not.toHaveAttribute('role');
    expect(screen.getByText('Hinweis')).toBeInTheDocument();
  });
});

describe('layout primitives', () => {
  it('render their children, with `as` for the element', () => {
    renderWithTheme(
      <PageContainer as="main" width="narrow">
        <Stack gap="lg" direction="responsive-row">
          <span>Eins</span>
          <VisuallyHidden>Zwei</VisuallyHidden>
        </Stack>
      </PageContainer>,
    );
    expect(screen.getByRole('main')).toHaveTextContent('EinsZwei');
    expect(screen.getByText('Zwei')).toHaveStyle({ position: 'absolute', width: '1px' });
  });
});
