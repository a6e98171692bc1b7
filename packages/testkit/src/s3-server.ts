import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { createTemporaryDirectory } from './temporary-directory';

/** The part of s3rver (which ships no types) these tests use. */
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverConstructor = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverInstance;

const S3rver = createRequire(import.meta.url)('s3rver') as S3rverConstructor;

/** s3rver's one built-in key pair. */
const ACCESS_KEY = 'S3RVER';

export interface S3Server {
  /** The server's address, for S3_ENDPOINT. */
  endpoint: string;
  bucket: string;
  /** The environment that points Labtrail at this server. */
  env: {
    S3_BUCKET: string;
    S3_ENDPOINT: string;
    S3_ACCESS_KEY_ID: string;
    S3_SECRET_ACCESS_KEY: string;
  };
  /** Where s3rver keeps the bucket's objects on disk. */
  directory: string;
  stop(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on a free loopback port, storing into a fresh temporary
 * folder, with one empty bucket. `stop()` shuts it down and removes the folder.
 */
export async function startS3Server(bucket = 'labtrail-test'): Promise<S3Server> {
  const directory = await createTemporaryDirectory('labtrail-s3');
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: directory.path,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${String(port)}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    },
    directory: directory.path,
    async stop() {
      await server.close();
      await directory.remove();
    },
  };
}
