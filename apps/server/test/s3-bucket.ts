import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { S3Server } from '@labtrail/testkit/s3-server';

/** The keys of every object in the test server's bucket, read through the S3 API itself. */
export async function bucketKeys(server: S3Server): Promise<string[]> {
  const client = new S3Client({
    endpoint: server.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: {
      accessKeyId: server.env.S3_ACCESS_KEY_ID,
      secretAccessKey: server.env.S3_SECRET_ACCESS_KEY,
    },
  });
  try {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: server.bucket }));
    return (listed.Contents ?? []).map((object) => object.Key ?? '');
  } finally {
    client.destroy();
  }
}
