import type { Config } from '../../config';
import type { FileStore } from './file-store';
import { createLocalFileStore } from './local-file-store';

/** The bucket when S3_BUCKET is set, else the folder `<DATA_DIR>/files`; the AWS SDK loads only for a bucket. */
export async function createFileStore(config: Pick<Config, 'filesDir' | 's3'>): Promise<FileStore> {
  if (!config.s3) return createLocalFileStore(config.filesDir);
  const { createS3FileStore } = await import('./s3-file-store');
  return createS3FileStore(config.s3);
}
