// Staff list of trial-week requests (from the marketing site), with whether each led to an account.
import type { TrialRequestsResponse } from '../../../shared/domain';
import * as repo from '../repository';
import type { MembershipContext } from './context';

export async function trialRequests(
  { db }: MembershipContext,
  registered: boolean | undefined,
): Promise<TrialRequestsResponse> {
  const rows = await repo.trialRequests(db, registered);
  return {
    requests: rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      company: r.company,
      phone: r.phone,
      state: r.state ?? 'requested',
      created_at: r.created_at.toISOString(),
      registered: r.registered,
    })),
  };
}
