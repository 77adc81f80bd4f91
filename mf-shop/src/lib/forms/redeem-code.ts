// The schema of /extend's code form, loaded with the form's resolver (lazy-resolver.ts): the wire body of
// POST membership/redeem from the contract, so the browser and the server check the code alike.
export { redeemCodeBodySchema } from '@officefit/domain';
