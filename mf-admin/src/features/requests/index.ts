// What other admin features use of the requests feature (its other files are its own).
export { useStartTrialRequestMutation } from './api/requests';
