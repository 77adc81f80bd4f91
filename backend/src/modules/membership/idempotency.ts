// The Idempotency-Key store moved to shared/idempotency.ts (the offline queue's writes use it too); re-exported so
// the membership module's callers stay unchanged.
export {
  claimKey,
  type IdempotencyScope,
  requestHash,
  type StoredAnswer,
  storeAnswer,
} from '../../shared/idempotency';
