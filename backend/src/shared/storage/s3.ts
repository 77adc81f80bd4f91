// An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Hetzner, …) over plain fetch, signed with SigV4 by
// aws4fetch (one small file, no dependencies) instead of the large @aws-sdk/client-s3: we need only three calls.
// Path-style URLs (endpoint/bucket/key) work with every provider and need no DNS per bucket.
import { AwsClient } from 'aws4fetch';
import { checkKey, type FileStorage } from './types';

export interface S3StorageOptions {
  /** e.g. https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000 */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Optional folder inside the bucket, e.g. "officefit". */
  prefix?: string;
}

export function createS3Storage(options: S3StorageOptions): FileStorage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
    retries: 2,
  });
  const endpoint = options.endpoint.replace(/\/+$/, '');
  const prefix = options.prefix ? `${checkKey(options.prefix)}/` : '';
  const urlOf = (key: string) =>
    `${endpoint}/${encodeURIComponent(options.bucket)}/${prefix}${checkKey(key)}`;

  const fail = async (action: string, key: string, res: Response): Promise<never> => {
    const detail = (await res.text().catch(() => '')).slice(0, 300);
    throw new Error(`S3 ${action} ${key} failed: ${res.status} ${detail}`);
  };

  return {
    description: `S3 bucket ${options.bucket} at ${endpoint}`,
    async put(key, body, contentType) {
      const res = await client.fetch(urlOf(key), {
        method: 'PUT',
        body,
        headers: { 'Content-Type': contentType, 'Content-Length': String(body.length) },
      });
      if (!res.ok) await fail('PUT', key, res);
      await res.arrayBuffer();
    },
    async get(key) {
      const res = await client.fetch(urlOf(key), { method: 'GET' });
      if (res.status === 404) {
        await res.arrayBuffer();
        return null;
      }
      if (!res.ok) await fail('GET', key, res);
      return { body: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get('content-type') };
    },
    async delete(key) {
      const res = await client.fetch(urlOf(key), { method: 'DELETE' });
      // S3 answers 204 for a missing key too; some compatible servers answer 404
      if (!res.ok && res.status !== 404) await fail('DELETE', key, res);
      await res.arrayBuffer();
    },
  };
}
