// The stand-in form of form-engine.tsx: a form renders before react-hook-form is downloaded, the first use starts
// the download, and what the user did meanwhile (typed text, ticks, a choice, the caret, a submit) survives the
// switch to the library.
import { Suspense } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  Controller,
  deferredForm,
  forgetFormEngineForTests,
  FormProvider,
  loadFormEngine,
  useForm,
  useFormContext,
  useWatch,
} from '../form-engine';
import { getPath, setPath } from '../form-values';

interface Values {
  person: { name: string };
  agree: boolean;
  color: string;
}

const DEFAULTS: Values = { person: { name: 'Ada' }, agree: false, color: 'red' };

/** A nested field reading the form from its context, as the shop's shared fields do. */
function ColorField() {
  const { control } = useFormContext<Values>();
  return (
    <Controller
      control={control}
      name="color"
      render={({ field }) => (
        <fieldset>
          <legend>color</legend>
          {['red', 'blue'].map((color) => (
            <label key={color}>
              <input
                type="radio"
                name={field.name}
                value={color}
                checked={field.value === color}
                onChange={() => field.onChange(color)}
              />
              {color}
            </label>
          ))}
        </fieldset>
      )}
    />
  );
}

function TestForm({ onValid }: { onValid: (values: Values) => void }) {
  const form = useForm<Values>({ defaultValues: DEFAULTS });
  const name = useWatch({ control: form.control, name: 'person.name' });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onValid)} aria-label="test form">
        <label>
          name
          <input {...form.register('person.name')} />
        </label>
        <label>
          agree
          <input type="checkbox" {...form.register('agree')} />
        </label>
        <ColorField />
        <output data-testid="watched">{name}</output>
        <button type="submit">send</button>
      </form>
    </FormProvider>
  );
}

const DeferredTestForm = deferredForm(TestForm);

/** Holds the download until `release` is called, and counts the requests. */
function heldDownload() {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const requested = jest.fn(() => held.then(() => import('react-hook-form')));
  forgetFormEngineForTests(requested);
  return {
    requested,
    release: async () => {
      release();
      await act(() => loadFormEngine());
    },
  };
}

afterEach(() => forgetFormEngineForTests());

test('the form renders before the library is downloaded, and nothing is downloaded until it is used', () => {
  const download = heldDownload();
  render(<DeferredTestForm onValid={jest.fn()} />);
  expect(screen.getByRole('textbox', { name: 'name' })).toHaveValue('Ada');
  expect(screen.getByRole('radio', { name: 'red' })).toBeChecked();
  expect(screen.getByTestId('watched')).toHaveTextContent('Ada');
  expect(download.requested).not.toHaveBeenCalled();
});

test('what was typed, ticked and chosen before the library arrived is kept, with the focus and the caret', async () => {
  const user = userEvent.setup();
  const download = heldDownload();
  const onValid = jest.fn();
  render(<DeferredTestForm onValid={onValid} />);

  await user.click(screen.getByRole('checkbox', { name: 'agree' }));
  expect(download.requested).toHaveBeenCalledTimes(1);
  await user.click(screen.getByRole('radio', { name: 'blue' }));
  expect(screen.getByRole('radio', { name: 'blue' })).toBeChecked();
  const name = screen.getByRole('textbox', { name: 'name' });
  await user.clear(name);
  await user.type(name, 'Grace');
  // the draft answers watchers at once
  expect(screen.getByTestId('watched')).toHaveTextContent('Grace');
  (name as HTMLInputElement).setSelectionRange(2, 2);

  await download.release();

  const liveName = screen.getByRole('textbox', { name: 'name' }) as HTMLInputElement;
  expect(liveName).not.toBe(name);
  expect(liveName).toHaveValue('Grace');
  expect(liveName).toHaveFocus();
  expect(liveName.selectionStart).toBe(2);
  expect(screen.getByRole('checkbox', { name: 'agree' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'blue' })).toBeChecked();

  await user.keyboard('X');
  await user.click(screen.getByRole('button', { name: 'send' }));
  expect(onValid).toHaveBeenCalledWith(
    { person: { name: 'GrXace' }, agree: true, color: 'blue' },
    expect.anything(),
  );
  expect(download.requested).toHaveBeenCalledTimes(1);
});

test('a submit asked for before the library arrived is sent once it is in', async () => {
  const user = userEvent.setup();
  const download = heldDownload();
  const onValid = jest.fn();
  render(<DeferredTestForm onValid={onValid} />);

  await user.click(screen.getByRole('button', { name: 'send' }));
  expect(onValid).not.toHaveBeenCalled();

  await download.release();
  await act(async () => undefined);

  expect(onValid).toHaveBeenCalledTimes(1);
  expect(onValid).toHaveBeenCalledWith(DEFAULTS, expect.anything());
});

test('the switch waits while a button is pressed, so the press and its click land on the same button', async () => {
  const download = heldDownload();
  const onValid = jest.fn();
  render(<DeferredTestForm onValid={onValid} />);
  const send = screen.getByRole('button', { name: 'send' });

  fireEvent.pointerDown(send);
  expect(download.requested).toHaveBeenCalledTimes(1);
  await download.release();
  // the library is in, but the pointer is still down: the button is the one that was pressed
  expect(screen.getByRole('button', { name: 'send' })).toBe(send);

  fireEvent.pointerUp(send);
  fireEvent.click(send);
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));

  expect(screen.getByRole('button', { name: 'send' })).not.toBe(send);
  expect(onValid).toHaveBeenCalledTimes(1);
});

test('a form that was rendered after the library arrived is live at once (no second render of its fields)', async () => {
  await loadFormEngine();
  const user = userEvent.setup();
  const onValid = jest.fn();
  render(<DeferredTestForm onValid={onValid} />);
  const name = screen.getByRole('textbox', { name: 'name' });
  await user.type(name, '!');
  await user.click(screen.getByRole('button', { name: 'send' }));
  expect(screen.getByRole('textbox', { name: 'name' })).toBe(name);
  expect(onValid).toHaveBeenCalledWith({ ...DEFAULTS, person: { name: 'Ada!' } }, expect.anything());
});

test('outside deferredForm a form waits (Suspense) for the library', async () => {
  const download = heldDownload();
  await act(async () => {
    render(
      <Suspense fallback={<p>waiting</p>}>
        <TestForm onValid={jest.fn()} />
      </Suspense>,
    );
  });
  expect(screen.getByText('waiting')).toBeInTheDocument();
  expect(download.requested).toHaveBeenCalledTimes(1);
  await download.release();
  expect(await screen.findByRole('textbox', { name: 'name' })).toHaveValue('Ada');
});

test('value paths are read and written like react-hook-form does, without changing the old tree', () => {
  const before = { person: { name: 'Ada' }, list: ['a'] };
  const after = setPath(before, 'person.name', 'Grace');
  expect(after).toEqual({ person: { name: 'Grace' }, list: ['a'] });
  expect(before.person.name).toBe('Ada');
  expect(after.list).toBe(before.list);
  expect(setPath({}, 'items.0.id', 7)).toEqual({ items: [{ id: 7 }] });
  expect(getPath(after, 'person.name')).toBe('Grace');
  expect(getPath(after, 'person.name.first')).toBeUndefined();
});
