import { call } from '@officefit/api';
import type { ContactBodyInput } from '@officefit/domain';
import { marketingApi } from '../../../area-api';

/** Answer of `POST officefit/v1/contact`. */
export interface ContactReceipt {
  id: number;
  trial: boolean;
  state: 'requested' | null;
  received_at: string;
}

const contactApi = marketingApi.injectEndpoints({
  endpoints: (build) => ({
    /** Sends the contact form or the trial-week request to the sales team. */
    sendContactRequest: build.mutation<ContactReceipt, ContactBodyInput>({
      query: (body) => call('POST', 'officefit/v1/contact', { ...body }),
    }),
  }),
});

export const { useSendContactRequestMutation } = contactApi;
