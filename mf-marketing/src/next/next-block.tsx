import { generatePath, Link } from 'react-router-dom';
import { useTranslation } from '@officefit/i18n';
import { marketingApi } from '../area-api';

// Marketing's "next" version for the compatibility suite (issue 33, e2e/tests/compat.spec.ts): a new landing block,
// rendered only when the remote is built with OFFICEFIT_BUILD_VARIANT=next, by the server bundle and in the
// browser alike. It uses `generatePath`, an export of react-router-dom no other code of the app uses (the shell must
// provide the whole library), and a cache tag the shell never registers (added through marketing's own api slice).
// Nothing runs at import, so a normal build drops the module.

let probe: ReturnType<typeof injectProbe> | undefined;

function injectProbe() {
  return marketingApi.enhanceEndpoints({ addTagTypes: ['MarketingNextProbe'] }).injectEndpoints({
    endpoints: (build) => ({
      // no request: the cache entry itself is the proof that the tag is registered and provided
      getMarketingNextProbe: build.query<boolean, void>({
        queryFn: () => ({ data: true }),
        providesTags: ['MarketingNextProbe'],
      }),
    }),
  });
}

/** The next version's landing block. Its markup does not depend on the probe, so the server's and the browser's agree. */
export function MarketingNextBlock() {
  const { t } = useTranslation('marketing');
  probe ??= injectProbe();
  probe.useGetMarketingNextProbeQuery();
  return (
    <section data-build-variant="next" aria-labelledby="next-variant-block">
      <h2 id="next-variant-block">{t('nextVariant.title')}</h2>
      <p>
        <Link to={generatePath('/:page', { page: 'blog' })}>{t('nextVariant.text')}</Link>
      </p>
    </section>
  );
}
