import { call } from '@officefit/api';
import type { ContactBodyInput, ContactReceipt } from '@officefit/domain';
import { marketingApi } from '../../../area-api';

export type { ContactReceipt };

const contactApi = marketingApi.injectEndpoints({
  endpoints: (build) => ({
    /** Sends the contact form or the trial-week request to the sales team. */
    sendContactRequest: build.mutation<ContactReceipt, ContactBodyInput>({
      query: (body) => call('POST', 'officefit/v1/contact', { ...body }),
    }),
  }),
});

export const { useSendContactRequestMutation } = contactApi;
