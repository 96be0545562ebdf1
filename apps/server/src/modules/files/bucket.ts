import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { BucketConfig } from '../../env.ts';

export interface BucketObject {
  /** The key below the listed folder. */
  name: string;
  size: number;
  lastModified: Date;
}

/**
 * The S3 bucket FILE_STORE names (decision 055), seen through keys relative to its prefix. Shared by
 * every server process and machine: nothing about it is kept anywhere else.
 */
export interface Bucket {
  /** s3://bucket/prefix, for messages: never credentials, never the endpoint's query. */
  readonly label: string;
  /** One PutObject of the whole body (no multipart: files and backups are read into memory first). */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is no such object. */
  get(key: string): Promise<Uint8Array | null>;
  /** The object as a stream (backup downloads), or null when there is no such object. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  has(key: string): Promise<boolean>;
  /** Deletes the object; deleting a missing one is no error. */
  remove(key: string): Promise<void>;
  /** Every object under `folder` (e.g. 'files/'), a page at a time. */
  list(folder: string): AsyncGenerator<BucketObject[]>;
  close(): void;
}

/** The S3 SDK (20 MB of memory), loaded by the first bucket call: a server storing files in its database never loads it. */
type S3 = typeof import('@aws-sdk/client-s3');

export function openBucket(config: BucketConfig): Bucket {
  let connecting: Promise<{ s3: S3; client: S3Client }> | undefined;
  const connect = () => {
    connecting ??= import('@aws-sdk/client-s3').then((s3) => {
      const client = new s3.S3Client({
        region: config.region,
        ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
        // S3-compatible servers often refuse the SDK's newer default checksums (aws-chunked bodies).
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        requestHandler: { connectionTimeout: 5_000, requestTimeout: 120_000 },
      });
      return { s3, client };
    });
    return connecting;
  };
  const key = (name: string) => `${config.prefix}${name}`;
  return {
    label: `s3://${config.bucket}/${config.prefix}`,
    async put(name, bytes, contentType) {
      const { s3, client } = await connect();
      await client.send(
        new s3.PutObjectCommand({
          Bucket: config.bucket,
          Key: key(name),
          Body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
          ContentType: contentType,
          ContentLength: bytes.byteLength,
        }),
      );
    },
    async get(name) {
      const { s3, client } = await connect();
      try {
        const answer = await client.send(new s3.GetObjectCommand({ Bucket: config.bucket, Key: key(name) }));
        return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (isMissing(s3, error)) return null;
        throw error;
      }
    },
    async open(name) {
      const { s3, client } = await connect();
      try {
        const answer = await client.send(new s3.GetObjectCommand({ Bucket: config.bucket, Key: key(name) }));
        const body = answer.Body;
        const stream = body instanceof Readable ? body : Readable.from([]);
        return { stream, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(s3, error)) return null;
        throw error;
      }
    },
    async has(name) {
      const { s3, client } = await connect();
      try {
        await client.send(new s3.HeadObjectCommand({ Bucket: config.bucket, Key: key(name) }));
        return true;
      } catch (error) {
        if (isMissing(s3, error)) return false;
        throw error;
      }
    },
    async remove(name) {
      const { s3, client } = await connect();
      await client.send(new s3.DeleteObjectCommand({ Bucket: config.bucket, Key: key(name) }));
    },
    async *list(folder) {
      const { s3, client } = await connect();
      const start = key(folder);
      let token: string | undefined;
      do {
        const page = await client.send(
          new s3.ListObjectsV2Command({ Bucket: config.bucket, Prefix: start, ContinuationToken: token }),
        );
        yield (page.Contents ?? []).flatMap((object) =>
          object.Key?.startsWith(start)
            ? [
                {
                  name: object.Key.slice(start.length),
                  size: object.Size ?? 0,
                  lastModified: object.LastModified ?? new Date(),
                },
              ]
            : [],
        );
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    close() {
      void connecting?.then(({ client }) => client.destroy());
    },
  };
}

function isMissing(s3: S3, error: unknown): boolean {
  return (
    error instanceof s3.S3ServiceException &&
    error.name !== 'NoSuchBucket' &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}
