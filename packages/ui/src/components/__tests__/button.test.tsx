import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../button';
import { renderWithTheme } from '../../testing';

describe('Button', () => {
  it('is a plain button that does not submit by default', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button onClick={onClick}>Speichern</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('while loading shows a spinner, is busy and ignores clicks and submits but keeps its name', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const { rerender } = renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading onClick={onClick}>
          Anmelden
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Anmelden' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();

    rerender(
      <form onSubmit={onSubmit}>
        <Button type="submit" onClick={onClick}>
          Anmelden
        </Button>
      </form>,
    );
    expect(button).not.toHaveAttribute('aria-busy');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('can be disabled', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    renderWithTheme(
      <Button disabled onClick={onClick}>
        Weiter
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders as a link with `as`', () => {
    renderWithTheme(
      <Button as="a" href="/shop" variant="secondary">
        Zum Shop
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Zum Shop' });
    expect(link).toHaveAttribute('href', '/shop');
    expect(link).not.toHaveAttribute('type');
  });
});
