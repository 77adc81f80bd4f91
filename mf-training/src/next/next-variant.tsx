import { Trans } from 'react-i18next';
import { trainingApi } from '../area-api';

// Training's "next" version for the compatibility suite (issue 33, e2e/tests/compat.spec.ts): rendered only when
// the remote is built with OFFICEFIT_BUILD_VARIANT=next. It uses `Trans`, an export of react-i18next no other code
// of the app uses (the shell must provide the whole library), and a cache tag the shell never registers (added
// through training's own api slice). Nothing runs at import, so a normal build drops the module.

let probe: ReturnType<typeof injectProbe> | undefined;

function injectProbe() {
  return trainingApi.enhanceEndpoints({ addTagTypes: ['TrainingNextProbe'] }).injectEndpoints({
    endpoints: (build) => ({
      // no request: the cache entry itself is the proof that the tag is registered and provided
      getTrainingNextProbe: build.query<string, void>({
        queryFn: () => ({ data: 'next' }),
        providesTags: ['TrainingNextProbe'],
      }),
    }),
  });
}

/** The visible mark of the next version, its text through `Trans` (the cached probe names the variant). */
export function TrainingNextVariant() {
  probe ??= injectProbe();
  const { data } = probe.useGetTrainingNextProbeQuery();
  return (
    <p data-build-variant={data}>
      <Trans ns="training" i18nKey="nextVariant.marker" components={{ strong: <strong /> }} />
    </p>
  );
}
