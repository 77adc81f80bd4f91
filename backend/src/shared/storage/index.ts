// File storage: the interface, its two implementations, and the one the configuration picks.
import path from 'node:path';
import { createFileSystemStorage } from './file-system';
import { createS3Storage, type S3StorageOptions } from './s3';
import type { FileStorage } from './types';

export { createFileSystemStorage } from './file-system';
export { createMemoryStorage } from './memory';
export {
  type PublicImageFormat,
  type PublicImageOptions,
  removeQuietly,
  type StoredImage,
  storePublicImage,
} from './public-image';
export { createS3Storage, type S3StorageOptions } from './s3';
export { checkKey, type FileStorage, InvalidStorageKeyError, type StoredFile } from './types';

/** S3 when configured (S3_ENDPOINT, S3_BUCKET and keys), else the folder DATA_DIR/files. */
export async function openFileStorage(config: {
  dataDir: string;
  s3: S3StorageOptions | null;
}): Promise<FileStorage> {
  if (config.s3) return createS3Storage(config.s3);
  return createFileSystemStorage(path.join(config.dataDir, 'files'));
}
