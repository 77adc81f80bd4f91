// What the apps and RTK Query's React part use of @reduxjs/toolkit/query (shared as this subset:
// packages/webpack-config/subsets.js).
export {
  // the apps
  fetchBaseQuery,
  // query/react/rtk-query-react.modern.mjs
  QueryStatus,
  buildCreateApi,
  copyWithStructuralSharing,
  coreModule,
  setupListeners,
  skipToken,
} from '@reduxjs/toolkit/query-impl';
