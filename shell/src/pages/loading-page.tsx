import { Spinner } from '@officefit/ui';

/** The `/loading` route: a neutral waiting screen in the loading layout. */
export function LoadingPage() {
  return <Spinner />;
}
