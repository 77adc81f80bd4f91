// What the apps and RTK Query use of @reduxjs/toolkit (shared as this subset: packages/webpack-config/subsets.js).
export {
  // the apps
  combineSlices,
  configureStore,
  createAction,
  createListenerMiddleware,
  createSlice,
  nanoid,
  // RTK Query (query/rtk-query.modern.mjs, query/react/rtk-query-react.modern.mjs)
  SHOULD_AUTOBATCH,
  combineReducers,
  createAsyncThunk,
  createNextState,
  createSelector,
  formatProdErrorMessage,
  isAction,
  isAllOf,
  isAnyOf,
  isAsyncThunkAction,
  isFulfilled,
  isPending,
  isPlainObject,
  isRejected,
  isRejectedWithValue,
  prepareAutoBatched,
} from '@reduxjs/toolkit-impl';
