// Staff edit the exercise catalogue (issue 14), one file per use case group under use-cases/: list, read, create
// and change an exercise in both languages at once, upload or remove its picture; this factory only hands them
// their deps. Every write is one transaction and completes the request's audit row with the state before and
// after; the public exercise endpoints read the same rows, so an edit shows at once.
import { bindUseCases } from '../../shared/use-cases';
import type { CatalogueServiceDeps } from './use-cases/context';
import { create, detail, list, update } from './use-cases/exercises';
import { illustration, removeIllustration, uploadIllustration } from './use-cases/illustrations';

export type { CatalogueServiceDeps, StaffAction } from './use-cases/context';
export { ILLUSTRATION_MAX_BYTES } from './use-cases/illustrations';

export function createCatalogueService(deps: CatalogueServiceDeps) {
  return bindUseCases(deps, {
    list,
    detail,
    create,
    update,
    uploadIllustration,
    removeIllustration,
    illustration,
  });
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
