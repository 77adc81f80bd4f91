// Business rules of /profile, one file per use case under use-cases/: the profile fields (one transaction, the
// sub-category must belong to the user's company), the avatar, e-mail change with re-verification, password
// change that ends the other sessions, and the absence; this factory only hands them their deps. Errors are
// WordPress-style AppErrors.
import { bindUseCases } from '../../shared/use-cases';
import { setAbsence } from './use-cases/absence';
import { avatar, deleteAvatar, saveAvatar } from './use-cases/avatar-files';
import type { ProfileServiceDeps } from './use-cases/context';
import { confirmEmailChange, requestEmailChange } from './use-cases/email-change';
import { changePassword } from './use-cases/password';
import { getProfile, updateProfile } from './use-cases/profile-fields';

export type { ProfileServiceDeps } from './use-cases/context';

export function createProfileService(deps: ProfileServiceDeps) {
  return bindUseCases(deps, {
    getProfile,
    updateProfile,
    saveAvatar,
    deleteAvatar,
    avatar,
    requestEmailChange,
    confirmEmailChange,
    changePassword,
    setAbsence,
  });
}

export type ProfileService = ReturnType<typeof createProfileService>;
