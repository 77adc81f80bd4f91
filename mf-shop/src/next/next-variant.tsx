import { generatePath } from 'react-router-dom';
import { useTranslation } from '@officefit/i18n';
import { shopApi } from '../area-api';

// The shop's "next" version for the compatibility suite (issue 33, e2e/tests/compat.spec.ts): rendered only when
// the remote is built with OFFICEFIT_BUILD_VARIANT=next. It uses `generatePath`, an export of react-router-dom no
// other code of the app uses (the shell must provide the whole library), and a cache tag the shell never registers
// (added through the shop's own api slice). Nothing runs at import, so a normal build drops the module.

let probe: ReturnType<typeof injectProbe> | undefined;

function injectProbe() {
  return shopApi.enhanceEndpoints({ addTagTypes: ['ShopNextProbe'] }).injectEndpoints({
    endpoints: (build) => ({
      // no request: the cache entry itself is the proof that the tag is registered and provided
      getShopNextProbe: build.query<string, void>({
        queryFn: () => ({ data: generatePath('/mybonuses/:id', { id: 'next' }) }),
        providesTags: ['ShopNextProbe'],
      }),
    }),
  });
}

/** The visible mark of the next version: its text and the path `generatePath` built (through the tagged query). */
export function ShopNextVariant() {
  const { t } = useTranslation('shop');
  probe ??= injectProbe();
  const { data } = probe.useGetShopNextProbeQuery();
  return (
    <p data-build-variant="next" data-next-path={data}>
      {t('nextVariant.marker')}
    </p>
  );
}
