import { resolvePath } from 'react-router-dom';
import { useTranslation } from '@officefit/i18n';
import { adminApi } from '../area-api';

// The admin area's "next" version for the compatibility suite (issue 33, e2e/tests/compat.spec.ts): rendered only
// when the remote is built with OFFICEFIT_BUILD_VARIANT=next. It uses `resolvePath`, an export of react-router-dom no
// other code of the app uses (the shell must provide the whole library), and a cache tag the shell never registers
// (added through the admin's own api slice). Nothing runs at import, so a normal build drops the module.

let probe: ReturnType<typeof injectProbe> | undefined;

function injectProbe() {
  return adminApi.enhanceEndpoints({ addTagTypes: ['AdminNextProbe'] }).injectEndpoints({
    endpoints: (build) => ({
      // no request: the cache entry itself is the proof that the tag is registered and provided
      getAdminNextProbe: build.query<string, void>({
        queryFn: () => ({ data: resolvePath('../audit', '/admin/users').pathname }),
        providesTags: ['AdminNextProbe'],
      }),
    }),
  });
}

/** The visible mark of the next version: its text and the path `resolvePath` built (through the tagged query). */
export function AdminNextVariant() {
  const { t } = useTranslation('admin');
  probe ??= injectProbe();
  const { data } = probe.useGetAdminNextProbeQuery();
  return (
    <p data-build-variant="next" data-next-path={data}>
      {t('nextVariant.marker')}
    </p>
  );
}
