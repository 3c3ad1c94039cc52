import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';

/** s3rver's one account: any other access key is refused (InvalidAccessKeyId). */
const ACCESS_KEY = 'S3RVER';

export interface LocalS3 {
  /** The S3_* variables that point a Faena server at it (photos in `bucket`). */
  env: Record<string, string>;
  endpoint: string;
  bucket: string;
  port: number;
  /** Every key in the bucket, read through S3 itself (not through Faena's store). */
  keys(): Promise<string[]>;
  /** One object's bytes, or null. */
  read(key: string): Promise<Buffer | null>;
  close(): Promise<void>;
}

/**
 * A real S3 server (s3rver: the S3 REST API over HTTP, objects kept in a temporary folder) on a
 * free port of 127.0.0.1, with one empty bucket. Several Faena processes given its `env` share
 * their photos through it, as servers on several machines share a bucket.
 *
 * It checks the access key but not the signature (allowMismatchedSignatures): s3rver computes the
 * signature of bucket-level requests (HeadBucket, ListObjectsV2) over a path without the final
 * `/` that the AWS SDK v3 signs, so it would refuse them all; object requests are signed alike.
 */
export async function startS3Server(options: { port?: number; bucket?: string } = {}): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'faena-s3-'));
  const bucket = options.bucket ?? 'faena-fotos';
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    silent: true,
    directory,
    allowMismatchedSignatures: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: ACCESS_KEY,
    S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    S3_FORCE_PATH_STYLE: 'true',
  };
  const client = new S3Client({
    endpoint,
    region: env.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
  });
  return {
    env,
    endpoint,
    bucket,
    port,
    async keys() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    async read(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
