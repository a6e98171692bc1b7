import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { S3Config } from '../config';
import type { BlobStore } from './blob-store';
import { INSTANCES_DIR_NAME, openSpool } from './open-spool';
import { assertSafeKey, freeBytesIn, writeMeasured } from './spool-files';

/** Where uploads wait, under `$DATA_DIR`, until they are complete and sent to the bucket. */
export const S3_SPOOL_DIR_NAME = 's3-spool';
/** Objects live under this prefix, so a bucket can hold other things and rules can target it. */
export const S3_KEY_PREFIX = 'documents/';

/**
 * Blobs as objects in an S3-compatible bucket (AWS, MinIO, Ceph, Garage, R2, …), for servers on
 * several machines. The AWS SDK is loaded here, on first use, so a default install never pays for
 * it at start.
 *
 * How a write leaves nothing behind when it fails: the upload is streamed into a spool file under
 * `$DATA_DIR/s3-spool/` (size and SHA-256 computed on the way), then sent with one PutObject of
 * known length, which S3 applies atomically: the object appears whole or not at all. Neither
 * alternative fits better. S3 wants a PUT's length up front, and an upload's length is known only
 * at its end, so a direct PUT is impossible; multipart uploads need parts of at least 5 MB (so
 * buffering anyway), and the parts of a cut-off one stay invisible but billed until someone lists
 * and aborts them — calls several S3-compatible servers (s3rver among them) do not implement. A
 * temporary key then copy/delete costs a second write and still leaves the temporary object after
 * a crash. The spool file costs one local write of at most 25 MB; a crash leaves only it, and the
 * sweeps remove the spool files of instances that are gone, as the local store's do.
 *
 * The SHA-256 goes along as `x-amz-checksum-sha256`, so S3 refuses bytes that differ from those
 * hashed. The SDK's own default checksums (CRC32 trailers in aws-chunked bodies) are turned off:
 * many S3-compatible servers reject or mis-store such bodies.
 */
export async function createS3BlobStore(options: {
  s3: S3Config;
  dataDir: string;
}): Promise<BlobStore> {
  const { s3 } = options;
  const sdk = await import('@aws-sdk/client-s3');
  const client = new sdk.S3Client({
    region: s3.region,
    ...(s3.endpoint === undefined ? {} : { endpoint: s3.endpoint.href }),
    forcePathStyle: s3.forcePathStyle,
    ...(s3.credentials === undefined ? {} : { credentials: s3.credentials }),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const spoolDir = path.join(options.dataDir, S3_SPOOL_DIR_NAME);
  const spool = openSpool(spoolDir, path.join(options.dataDir, INSTANCES_DIR_NAME));
  const objectKey = (key: string) => {
    assertSafeKey(key);
    return `${S3_KEY_PREFIX}${key}`;
  };
  const remove = async (key: string) => {
    // S3 answers a delete of a missing object with success too.
    await client.send(new sdk.DeleteObjectCommand({ Bucket: s3.bucket, Key: objectKey(key) }));
  };

  return {
    async write(key, source) {
      const target = objectKey(key);
      const file = spool.newFile();
      try {
        const stored = await writeMeasured(source, file);
        try {
          await client.send(
            new sdk.PutObjectCommand({
              Bucket: s3.bucket,
              Key: target,
              Body: fs.createReadStream(file),
              ContentLength: stored.size,
              ChecksumSHA256: Buffer.from(stored.sha256, 'hex').toString('base64'),
            }),
          );
        } catch (error) {
          // The answer may have been lost after the bucket took the object: the key is a fresh
          // random id nobody else uses, so removing it cannot hurt anything but this write.
          await remove(key).catch(() => undefined);
          throw error;
        }
        return stored;
      } finally {
        await fs.promises.rm(file, { force: true });
      }
    },

    async read(key) {
      const answer = await client.send(
        new sdk.GetObjectCommand({ Bucket: s3.bucket, Key: objectKey(key) }),
      );
      // In Node the SDK hands over the HTTP response itself, a Readable.
      if (!(answer.Body instanceof Readable)) throw new Error(`no body for blob ${key}`);
      return answer.Body;
    },

    delete: remove,

    // A PutObject that is cut off leaves nothing in the bucket; only spool files can be left over.
    sweep: () => spool.sweep(),

    freeBytes: () => freeBytesIn(spoolDir),

    close() {
      spool.close();
      client.destroy();
    },
  };
}
