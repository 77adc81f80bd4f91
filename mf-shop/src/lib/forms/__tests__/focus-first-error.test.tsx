import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useFocusFirstError } from '../focus-first-error';

// The order the browser showed (issue 11, 360 px journeys): react-hook-form calls onInvalid before it publishes
// the errors, so the hook's own render can come first and find no invalid field yet.

function Form() {
  const focus = useFocusFirstError();
  const [invalid, setInvalid] = useState(false);
  return (
    <form ref={focus.ref} aria-label="form">
      <input aria-label="first" />
      <fieldset aria-invalid={invalid || undefined}>
        <legend>choice</legend>
        <input type="radio" name="choice" aria-label="a" disabled />
        <input type="radio" name="choice" aria-label="b" />
      </fieldset>
      <input aria-label="last" aria-invalid={invalid || undefined} />
      <button type="button" onClick={focus.onInvalid}>
        failed submit
      </button>
      <button type="button" onClick={() => setInvalid(true)}>
        errors
      </button>
    </form>
  );
}

test('focuses the first invalid field in reading order when the errors render after the failed submit', async () => {
  render(<Form />);
  act(() => screen.getByRole('button', { name: 'failed submit' }).click());
  expect(document.body).toHaveFocus();
  act(() => screen.getByRole('button', { name: 'errors' }).click());
  // the radio group comes first; its first enabled option takes the focus
  await waitFor(() => expect(screen.getByRole('radio', { name: 'b' })).toHaveFocus());
});

test('focuses at once when the errors are already there', () => {
  render(<Form />);
  act(() => screen.getByRole('button', { name: 'errors' }).click());
  act(() => screen.getByRole('button', { name: 'failed submit' }).click());
  expect(screen.getByRole('radio', { name: 'b' })).toHaveFocus();
});
