// Wire types of the contact and trial-week requests (docs/api-marketing.md "Contact form") as the backend sends
// them to the admin app. Types only.
import type { ContentLang } from '../lang';

export interface ContactRequest {
  id: number;
  kind: 'contact' | 'trial';
  /** Trial requests move requested → started; contact requests have no state. */
  state: 'requested' | 'started' | null;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  message: string;
  employees: number | null;
  lang: ContentLang;
  created_at: string;
  started_at: string | null;
  started_by: { id: number; name: string } | null;
}

/** POST contact: the request as received (`state` "requested" for a trial-week request, else null). */
export interface ContactReceipt {
  id: number;
  trial: boolean;
  state: 'requested' | null;
  received_at: string;
}
