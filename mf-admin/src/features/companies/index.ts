// What other admin features use of the companies feature (its other files are its own).
export {
  useAnswerServiceRequestMutation,
  useGetCompaniesQuery,
  useGetCompanyQuery,
  useGetServiceRequestsQuery,
} from './api/companies';
