// PUT /officefit/v1/me: the contract shared with the apps (@officefit/domain).
export { updateMeBodySchema as updateMeBody, type UpdateMeBody } from '../../shared/domain';
