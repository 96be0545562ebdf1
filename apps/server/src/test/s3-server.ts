import { randomBytes } from 'node:crypto';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import { loadEnv } from '../env.ts';
import { freePort } from '../free-port.ts';
import { type Bucket, openBucket } from '../modules/files/bucket.ts';
import { tempDir } from './temp-dir.ts';

const BUCKET = 'atelier-test';

export interface TestS3Server {
  /** A FILE_STORE value for the server's bucket; each `prefix` is a store of its own. */
  fileStore(prefix?: string): string;
  /** The bucket a FILE_STORE value names, opened as the server opens it (closed when the file ends). */
  bucket(fileStore: string): Bucket;
}

/**
 * A local S3-compatible server (s3rver) for a test file: started on a free port in a temporary folder
 * before the first test, with one empty bucket, and stopped after the last. The SDK's default credential
 * chain gets s3rver's fixed key from AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, as a real setup's would.
 */
export function useS3Server(): TestS3Server {
  let server: S3rver | undefined;
  let endpoint = '';
  const opened: Bucket[] = [];
  const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
  beforeAll(async () => {
    process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
    process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
    const port = await freePort();
    server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory: tempDir('s3rver'),
      configureBuckets: [{ name: BUCKET }],
    });
    await server.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    for (const bucket of opened.splice(0)) bucket.close();
    await server?.close();
    restore('AWS_ACCESS_KEY_ID', saved.id);
    restore('AWS_SECRET_ACCESS_KEY', saved.secret);
  });
  return {
    fileStore(prefix = `t${randomBytes(4).toString('hex')}`) {
      if (!endpoint) throw new Error('useS3Server(): the server runs from the first test on.');
      return `s3://${BUCKET}/${prefix}?endpoint=${endpoint}&region=us-east-1`;
    },
    bucket(fileStore) {
      const config = loadEnv({ DATA_DIR: tempDir('s3-env'), FILE_STORE: fileStore }).bucket;
      if (!config) throw new Error(`${fileStore} names no bucket.`);
      const bucket = openBucket(config);
      opened.push(bucket);
      return bucket;
    },
  };
}

function restore(name: string, value: string | undefined) {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}
