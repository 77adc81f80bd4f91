import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { api } from './api';

type ApiSliceState = { api: { provided: { tags: Record<string, unknown> } } };

/**
 * Invalidates every tag that a cached query provides, whoever registered it: the shared tags and the ones each
 * remote adds for itself (`enhanceEndpoints({ addTagTypes })`), which the shell cannot list. Used after a language
 * change, when what the server named in the other language must load again.
 */
export function invalidateEveryTag(): ThunkAction<void, ApiSliceState, unknown, UnknownAction> {
  return (dispatch, getState) => {
    const types = Object.keys(getState().api.provided.tags);
    if (types.length) dispatch(api.util.invalidateTags(types as never[]));
  };
}
