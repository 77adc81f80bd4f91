import { EmptyState } from '@officefit/ui';

/** Placeholder until the training screens land (issue #3). */
export default function GoalsPage() {
  return <EmptyState />;
}
