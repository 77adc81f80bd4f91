import { createSelector } from '@reduxjs/toolkit';
import { useTranslation } from '@officefit/i18n';
import { communityApi } from '../area-api';

// The community's "next" version for the compatibility suite (issue 33, e2e/tests/compat.spec.ts): rendered only
// when the remote is built with OFFICEFIT_BUILD_VARIANT=next. It uses `createSelector`, an export of
// @reduxjs/toolkit no other code of the app uses (the shell must provide the whole library), and a cache tag the
// shell never registers (added through the community's own api slice). Nothing runs at import, so a normal build
// drops the module.

let probe: ReturnType<typeof injectProbe> | undefined;

function injectProbe() {
  return communityApi.enhanceEndpoints({ addTagTypes: ['CommunityNextProbe'] }).injectEndpoints({
    endpoints: (build) => ({
      // no request: the cache entry itself is the proof that the tag is registered and provided
      getCommunityNextProbe: build.query<number[], void>({
        queryFn: () => ({ data: [1, 2, 3] }),
        providesTags: ['CommunityNextProbe'],
      }),
    }),
  });
}

const selectSum = createSelector([(values: number[] | undefined) => values ?? []], (values) =>
  values.reduce((sum, value) => sum + value, 0),
);

/** The visible mark of the next version: its text and a figure computed by `createSelector`. */
export function CommunityNextVariant() {
  const { t } = useTranslation('community');
  probe ??= injectProbe();
  const { data } = probe.useGetCommunityNextProbeQuery();
  return (
    <p data-build-variant="next" data-next-sum={selectSum(data)}>
      {t('nextVariant.marker')}
    </p>
  );
}
