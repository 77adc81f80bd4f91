// react-hook-form (13.4 kB gzip, the biggest part of an account screen's code) is downloaded on a form's first use,
// not with the screen (issue 16: first-load JavaScript ≤ 250 kB gzip; DECISIONS "A form's engine arrives on its
// first use"). The shop's forms import useForm, Controller, FormProvider, useFormContext and useWatch from here with
// react-hook-form's own types. A form component wrapped in `deferredForm` first renders with a small stand-in that
// keeps what the user types, ticks and chooses; the first focus, pointer or key inside it starts the download, and
// once the library is in, the form renders again with react-hook-form and those values as its defaults, with the
// focus, the caret and a submit the user already asked for carried over. Outside `deferredForm` a form waits for
// the library (Suspense).
import {
  createContext,
  use,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type PointerEvent,
  type ReactElement,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';
// eslint-disable-next-line no-restricted-imports -- the one module that wraps the library (its types only here)
import type * as Rhf from 'react-hook-form';
import { createLog } from '@officefit/log';
import { elementValue, getPath, setPath, showValue } from './form-values';

const log = createLog('forms');

type Engine = Pick<typeof Rhf, 'Controller' | 'FormProvider' | 'useForm' | 'useFormContext' | 'useWatch'>;

let engine: Engine | undefined;
let loading: Promise<Engine> | undefined;
let download = (): Promise<Engine> => import('react-hook-form');
const engineListeners = new Set<() => void>();

/** Downloads react-hook-form once; a failed download (offline) is tried again by the next call. */
export function loadFormEngine(): Promise<Engine> {
  if (engine) return Promise.resolve(engine);
  loading ??= download().then(
    (library) => {
      engine = library;
      for (const listener of [...engineListeners]) listener();
      return library;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Tests only: forget the loaded library, so the next form renders with the stand-in again; `from` downloads it. */
export function forgetFormEngineForTests(from?: () => Promise<Engine>): void {
  engine = undefined;
  loading = undefined;
  download = from ?? (() => import('react-hook-form'));
}

/** What a stand-in form holds until the library arrives: its values and who watches them. */
interface Draft {
  values: Record<string, unknown> | undefined;
  listeners: Set<() => void>;
  submitRequested: boolean;
  /** Starts the download (any change or submit does). */
  load: () => void;
  form?: Rhf.UseFormReturn<Record<string, unknown>>;
}

/** `draft`: the stand-in's state while the form waits; `carried`: its values, the live form's defaults. */
interface Mode {
  draft: Draft | null;
  carried: Record<string, unknown> | null;
}

const ModeContext = createContext<Mode>({ draft: null, carried: null });

function setDraftValue(draft: Draft, name: string, value: unknown): void {
  draft.values = setPath(draft.values ?? {}, name, value);
  for (const listener of [...draft.listeners]) listener();
  draft.load();
}

const noop = () => undefined;

const DRAFT_FIELD_STATE = { invalid: false, isTouched: false, isDirty: false, isValidating: false };

/** The react-hook-form API the forms use, answered from the draft (no errors, nothing submitted yet). */
function draftForm(draft: Draft): Rhf.UseFormReturn<Record<string, unknown>> {
  const values = () => draft.values ?? {};
  const formState = {
    errors: {},
    isDirty: false,
    isLoading: false,
    isReady: false,
    isSubmitted: false,
    isSubmitSuccessful: false,
    isSubmitting: false,
    isValid: false,
    isValidating: false,
    disabled: false,
    submitCount: 0,
    defaultValues: values(),
    dirtyFields: {},
    touchedFields: {},
    validatingFields: {},
  };
  const form = {
    control: { draft },
    formState,
    register: (name: string, options?: Rhf.RegisterOptions) => ({
      name,
      onChange: async (event: { target: EventTarget | null }) => {
        const target = event.target as HTMLInputElement;
        setDraftValue(draft, name, elementValue(target, getPath(values(), name), options));
        await options?.onChange?.(event);
      },
      onBlur: async (event: { target: EventTarget | null }) => {
        await options?.onBlur?.(event);
      },
      // react-hook-form shows the value it holds in a field as the field mounts; so does the draft
      ref: (element: HTMLInputElement | null) => {
        if (element) showValue(element, getPath(values(), name));
      },
    }),
    handleSubmit: () => async (event?: { preventDefault?: () => void }) => {
      event?.preventDefault?.();
      draft.submitRequested = true;
      draft.load();
    },
    getValues: (name?: string | string[]) => {
      if (name === undefined) return values();
      return Array.isArray(name) ? name.map((one) => getPath(values(), one)) : getPath(values(), name);
    },
    setValue: (name: string, value: unknown) => setDraftValue(draft, name, value),
    watch: (name?: string) => (name === undefined ? values() : getPath(values(), name)),
    getFieldState: () => ({ ...DRAFT_FIELD_STATE, error: undefined }),
    trigger: async () => false,
    setError: noop,
    clearErrors: noop,
    setFocus: noop,
    reset: noop,
    resetField: noop,
    unregister: noop,
  };
  return form as unknown as Rhf.UseFormReturn<Record<string, unknown>>;
}

/** The draft's values, re-rendering on every change (a stand-in form lives for a moment only). */
function useDraftValues(draft: Draft): Record<string, unknown> {
  return useSyncExternalStore(
    (listener) => {
      draft.listeners.add(listener);
      return () => draft.listeners.delete(listener);
    },
    () => draft.values ?? {},
    () => draft.values ?? {},
  );
}

/** The library, suspending until it has arrived (forms outside `deferredForm`). */
function requireEngine(): Engine {
  // eslint-disable-next-line react-hooks/rules-of-hooks -- `use` may run conditionally; only the hooks below call this
  return engine ?? use(loadFormEngine());
}

const draftImpl = {
  useForm(draft: Draft, options?: Rhf.UseFormProps<Record<string, unknown>>) {
    if (draft.values === undefined) {
      const defaults = options?.defaultValues;
      draft.values = typeof defaults === 'object' && defaults !== null ? structuredClone(defaults) : {};
    }
    draft.form ??= draftForm(draft);
    return draft.form;
  },
  useWatch(draft: Draft, props?: { name?: string | readonly string[]; defaultValue?: unknown }) {
    const values = useDraftValues(draft);
    const name = props?.name;
    if (name === undefined) return values;
    if (typeof name === 'string') return getPath(values, name) ?? props?.defaultValue;
    return name.map((one) => getPath(values, one));
  },
};

/** react-hook-form's `useForm`; in a waiting `deferredForm`, the draft. The live form starts from what was typed. */
export const useForm = ((options?: Rhf.UseFormProps<Record<string, unknown>>) => {
  const mode = useContext(ModeContext);
  if (mode.draft) return draftImpl.useForm(mode.draft, options);
  const live = requireEngine();
  return live.useForm(mode.carried ? { ...options, defaultValues: mode.carried } : options);
}) as typeof Rhf.useForm;

/** react-hook-form's `useFormContext`. */
export const useFormContext = (() => {
  const mode = useContext(ModeContext);
  if (mode.draft) return mode.draft.form;
  return requireEngine().useFormContext();
}) as typeof Rhf.useFormContext;

/** react-hook-form's `useWatch`. */
export const useWatch = ((props?: { name?: string | readonly string[]; defaultValue?: unknown }) => {
  const mode = useContext(ModeContext);
  if (mode.draft) return draftImpl.useWatch(mode.draft, props);
  return (requireEngine().useWatch as (props?: unknown) => unknown)(props);
}) as typeof Rhf.useWatch;

/** react-hook-form's `FormProvider` (the draft needs none: its fields find it through the mode). */
export const FormProvider = ((props: Rhf.FormProviderProps) => {
  const mode = useContext(ModeContext);
  if (mode.draft) return props.children as ReactElement;
  const Live = requireEngine().FormProvider;
  return <Live {...props} />;
}) as typeof Rhf.FormProvider;

function DraftController({
  draft,
  name,
  defaultValue,
  render,
}: {
  draft: Draft;
  name: string;
  defaultValue?: unknown;
  render: (props: unknown) => ReactElement;
}) {
  const values = useDraftValues(draft);
  const value = getPath(values, name) ?? defaultValue;
  const onChange = (next: unknown) => {
    const target = (next as { target?: unknown } | null)?.target;
    const plain = target instanceof HTMLInputElement ? elementValue(target, value) : next;
    setDraftValue(draft, name, plain);
  };
  return render({
    field: { name, value, onChange, onBlur: noop, ref: noop, disabled: undefined },
    fieldState: { ...DRAFT_FIELD_STATE, error: undefined },
    formState: draft.form?.formState,
  });
}

/** react-hook-form's `Controller`. */
export const Controller = ((props: Rhf.ControllerProps) => {
  const mode = useContext(ModeContext);
  if (mode.draft) {
    return (
      <DraftController
        draft={mode.draft}
        name={props.name}
        defaultValue={props.defaultValue}
        render={props.render as (props: unknown) => ReactElement}
      />
    );
  }
  const Live = requireEngine().Controller;
  return <Live {...props} />;
}) as typeof Rhf.Controller;

const FOCUSABLE = 'input, select, textarea, button, a[href], [tabindex]';

/** Where the user was when the library arrived: the focused element's place among the form's focusables. */
interface Resume {
  focusIndex: number;
  selection: [number, number] | null;
  submit: boolean;
}

function whereTheUserIs(box: HTMLElement, draft: Draft): Resume {
  const active = document.activeElement;
  const focusables = [...box.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const focusIndex = active instanceof HTMLElement ? focusables.indexOf(active) : -1;
  let selection: [number, number] | null = null;
  if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) {
    try {
      if (active.selectionStart !== null && active.selectionEnd !== null) {
        selection = [active.selectionStart, active.selectionEnd];
      }
    } catch {
      // inputs without a caret (checkbox, radio, date) answer with an exception in some browsers
    }
  }
  return { focusIndex, selection, submit: draft.submitRequested };
}

function resumeAt(box: HTMLElement, resume: Resume): void {
  if (resume.focusIndex < 0) return;
  const target = box.querySelectorAll<HTMLElement>(FOCUSABLE)[resume.focusIndex];
  if (!target) return;
  target.focus({ preventScroll: true });
  if (resume.selection && (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) {
    try {
      target.setSelectionRange(...resume.selection);
    } catch {
      // see whereTheUserIs
    }
  }
}

/** After a touch is lifted, how long its click may take to follow (the browser decides "tap" after touchend). */
const TAP_CLICK_WAIT_MS = 700;

/** The stand-in's state, made once per form; `load` starts the download (a failed one is logged, tried again later). */
function useDraft(): Draft {
  const [draft] = useState<Draft>(() => ({
    values: undefined,
    listeners: new Set(),
    submitRequested: false,
    load: () => {
      loadFormEngine().catch((error: unknown) => log.error('react-hook-form not loaded', error));
    },
  }));
  return draft;
}

/** A pointer or key held down inside the stand-in, and the switch to the live form waiting for its release. */
interface Press {
  down: boolean;
  waiting: (() => void) | null;
  timer: number;
}

/**
 * The stand-in's capture handlers: the first focus, pointer or key starts the download, and a press is tracked so
 * that the switch to the live form waits until its events have run.
 */
function usePressGuard(draft: Draft) {
  const pressed = useRef<Press>({ down: false, waiting: null, timer: 0 });
  const press = () => {
    const state = pressed.current;
    window.clearTimeout(state.timer);
    state.down = true;
    draft.load();
  };
  /** The press is over once the events it causes have run (a task later, or `wait` ms for a tap's click). */
  const release = (wait = 0) => {
    const state = pressed.current;
    window.clearTimeout(state.timer);
    state.timer = window.setTimeout(() => {
      state.down = false;
      const waiting = state.waiting;
      state.waiting = null;
      waiting?.();
    }, wait);
  };
  const handlers = {
    onFocusCapture: draft.load,
    onPointerDownCapture: press,
    onPointerUpCapture: (event: PointerEvent) =>
      release(event.pointerType === 'touch' ? TAP_CLICK_WAIT_MS : 0),
    onPointerCancelCapture: () => release(),
    onClickCapture: () => release(),
    onKeyDownCapture: press,
    onKeyUpCapture: () => release(),
  };
  return { pressed, handlers };
}

/**
 * While the stand-in shows, switches to the live form once the library is in (at once when it already is, else
 * after a press that is down), noting first where the user is.
 */
function useGoLive(
  live: boolean,
  draft: Draft,
  box: RefObject<HTMLDivElement | null>,
  resume: RefObject<Resume | null>,
  pressed: RefObject<Press>,
  setMode: (mode: Mode) => void,
) {
  useEffect(() => {
    if (live) return;
    const goLive = (sync: boolean) => {
      if (box.current) resume.current = whereTheUserIs(box.current, draft);
      const next = () => {
        setMode({ draft: null, carried: draft.values ?? null });
      };
      // in one task with the capture, so no keystroke falls between the draft and the live form
      if (sync) flushSync(next);
      else next();
    };
    if (engine) {
      goLive(false);
      return;
    }
    const state = pressed.current;
    const listener = () => {
      if (state.down) state.waiting = () => goLive(true);
      else goLive(true);
    };
    engineListeners.add(listener);
    return () => {
      engineListeners.delete(listener);
      window.clearTimeout(state.timer);
    };
  }, [live, draft, box, resume, pressed, setMode]);
}

/** Once live: the focus and caret back where the user was, and a submit that was asked for sent. */
function useResume(live: boolean, box: RefObject<HTMLDivElement | null>, resume: RefObject<Resume | null>) {
  useLayoutEffect(() => {
    if (!live || !resume.current || !box.current) return;
    resumeAt(box.current, resume.current);
  }, [live, box, resume]);

  useEffect(() => {
    if (!live || !resume.current?.submit || !box.current) return;
    resume.current = null;
    box.current.querySelector('form')?.requestSubmit();
  }, [live, box, resume]);
}

/**
 * Renders the form with the draft until react-hook-form is in (started by the first focus, pointer or key inside
 * it), then again with the library and the draft's values. Renders it live at once when the library is already in.
 * The switch waits while a pointer or key is down inside the form: a click whose button were replaced between its
 * press and its release would be lost.
 */
export function deferredForm<P extends object>(Form: ComponentType<P>): ComponentType<P> {
  function DeferredForm(props: P) {
    const box = useRef<HTMLDivElement>(null);
    const resume = useRef<Resume | null>(null);
    const draft = useDraft();
    const guard = usePressGuard(draft);
    const [mode, setMode] = useState<Mode>(() =>
      engine ? { draft: null, carried: null } : { draft, carried: null },
    );
    // live: rendered with react-hook-form (at once when it was already in)
    const live = mode.draft === null;
    useGoLive(live, draft, box, resume, guard.pressed, setMode);
    useResume(live, box, resume);

    return (
      <div ref={box} style={{ display: 'contents' }} {...(live ? {} : guard.handlers)}>
        <ModeContext.Provider value={mode}>
          <Form key={live ? 'live' : 'draft'} {...props} />
        </ModeContext.Provider>
      </div>
    );
  }
  DeferredForm.displayName = `deferredForm(${Form.displayName ?? Form.name})`;
  return DeferredForm;
}
