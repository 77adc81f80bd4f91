// Test helpers for the health profile (jest only): the shared ones of @officefit/testing (real store, router, theme
// and i18n, a fetch stub that records every call), the profile's test data, and a copy of the shell's leave guard
// rule (the remote may not import the shell).
import { useEffect, type ReactElement } from 'react';
import { Link, useBlocker } from 'react-router-dom';
import { leaveAborted, leaveCancelled, leaveConfirmed, useAppDispatch, useAppSelector } from '@officefit/api';
import { ANAMNESIS_DEFAULTS } from '@officefit/domain';
import { registerNamespace } from '@officefit/i18n';
import { renderRoute } from '@officefit/testing';
import { trainingDe as de, trainingEn as en } from '../../../i18n/all-texts';
import anamnesisDe from '../../../i18n/anamnesis.de.json';
import anamnesisEn from '../../../i18n/anamnesis.en.json';
import type { AnamnesisData, AnamnesisJson, InjuryJson } from '../model/types';

export { callsTo, Reply, stubFetch, wpError, type SeenCall } from '@officefit/testing';

// As routes.tsx does: the shared texts (e.g. the body picker's) and the health profile's under `anamnesis.`.
registerNamespace('training', {
  de: { ...de, anamnesis: anamnesisDe },
  en: { ...en, anamnesis: anamnesisEn },
});

/** The blank profile GET anamnesis answers for a new user: the contract's defaults. */
export function blankProfile(): AnamnesisData {
  return {
    anamnesis: {
      id: null,
      new: true,
      skipped: false,
      ...(JSON.parse(JSON.stringify(ANAMNESIS_DEFAULTS)) as typeof ANAMNESIS_DEFAULTS),
    },
    injuries: [],
  };
}

/** A complete stored pain point. */
export function storedInjury(overrides: Partial<InjuryJson> = {}): InjuryJson {
  return {
    region: 'cervical_spine',
    duration: 2,
    examined: true,
    problems: 'Verspannungen',
    more: null,
    painful: true,
    episode: 'repeated',
    severity: 4,
    worsening: false,
    accident: false,
    numbness: false,
    ...overrides,
  };
}

/** A complete stored profile (every step valid). */
export function storedProfile(
  overrides: Partial<AnamnesisJson> = {},
  injuries: InjuryJson[] = [storedInjury()],
): AnamnesisData {
  return {
    anamnesis: {
      ...blankProfile().anamnesis,
      id: 7,
      new: false,
      height: 168,
      weight: 62.5,
      gender: 1,
      sports: ['running', 'hiking'],
      fitness: 2,
      stress: 3,
      physical_health: [],
      diet: 2,
      workhours_sitting: 7,
      bodyfeeling: 3,
      wellness: 3,
      sleep: 2,
      goals: ['painremoval', 'wellbeing'],
      focus: ['mobility', 'sleep'],
      time: 10,
      equipment: 'band',
      suitability: 1,
      accept: true,
      adjustable_table: true,
      workoutdays: 3,
      workoutminutes: 10,
      sports_frequency: 2,
      ...overrides,
    },
    injuries,
  };
}

/** The shell's rule (shell/src/app/root.tsx LeaveGuard): a dirty /anamnesis blocks leaving until confirmed. */
function LeaveGuard() {
  const dispatch = useAppDispatch();
  const dirty = useAppSelector((s) => s.ui.profileDirty);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      currentLocation.pathname === '/anamnesis' &&
      currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state === 'blocked') dispatch(leaveAborted(blocker.location.pathname));
  }, [blocker, dispatch]);
  if (blocker.state !== 'blocked') return null;
  return (
    <div role="alertdialog" aria-label="leave?">
      <button
        onClick={() => {
          dispatch(leaveConfirmed());
          blocker.proceed?.();
        }}
      >
        leave
      </button>
      <button
        onClick={() => {
          dispatch(leaveCancelled());
          blocker.reset?.();
        }}
      >
        stay
      </button>
    </div>
  );
}

/** Renders the page at /anamnesis with a logged-in store, a link away and the leave guard. */
export function renderAnamnesis(page: ReactElement) {
  return renderRoute(page, {
    path: '/anamnesis',
    url: '/anamnesis',
    layout: (element) => (
      <>
        <Link to="/blog">elsewhere</Link>
        <LeaveGuard />
        {element}
      </>
    ),
  });
}
