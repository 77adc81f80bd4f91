import { useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import { setProfileDirty, useAppDispatch, type RootState } from '@officefit/api';

/**
 * Mirrors the form's "unsaved changes" into the ui-slice (`profileDirty`), which the shell's leave guard reads to
 * intercept navigation away from /anamnesis (spec §2, profile question state §4). The flag is cleared when the
 * page goes away with it still set (e.g. after the user confirmed leaving).
 */
export function useProfileDirty(dirty: boolean): void {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const reported = useRef(false);

  useEffect(() => {
    if (reported.current === dirty) return;
    reported.current = dirty;
    dispatch(setProfileDirty(dirty));
  }, [dirty, dispatch]);

  useEffect(
    () => () => {
      if (reported.current && store.getState().ui.profileDirty) dispatch(setProfileDirty(false));
      reported.current = false;
    },
    [dispatch, store],
  );
}
