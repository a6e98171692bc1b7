import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { findFreePort } from '@labtrail/testkit/free-port';
import { startS3Server } from '@labtrail/testkit/s3-server';
import type { S3Server } from '@labtrail/testkit/s3-server';
import { createTemporaryDirectory } from '@labtrail/testkit/temporary-directory';
import type { TemporaryDirectory } from '@labtrail/testkit/temporary-directory';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bucketKeys } from '../../test/s3-bucket';
import { testDatabaseKind } from '../../test/start-test-server';
import { loadConfig } from '../config';
import type { S3Config } from '../config';
import type { BlobStore } from './blob-store';
import { createLocalBlobStore, DOCUMENTS_DIR_NAME } from './create-local-blob-store';
import { createS3BlobStore, S3_KEY_PREFIX, S3_SPOOL_DIR_NAME } from './create-s3-blob-store';
import { heartbeatFileName, INSTANCES_DIR_NAME, THIS_MACHINE } from './open-spool';

interface Harness {
  store: BlobStore;
  /** Every stored thing: blobs by key, and leftovers (spool or incoming files) by path. */
  stored: () => Promise<string[]>;
  /** Where unfinished writes wait. */
  spool: string;
}

/** The stores share no database: running them in one integration project is enough. */
const onePass = testDatabaseKind() === 'sqlite';

let dataDir: TemporaryDirectory;
let s3: S3Server | undefined;
let opened: BlobStore[] = [];

beforeEach(async () => {
  dataDir = await createTemporaryDirectory('labtrail-blobs');
});

afterEach(async () => {
  for (const store of opened) store.close();
  opened = [];
  await s3?.stop();
  s3 = undefined;
  await dataDir.remove();
});

function filesIn(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function s3ConfigOf(server: S3Server): S3Config {
  const { s3: config } = loadConfig({ ...server.env, DATA_DIR: dataDir.path });
  if (config === undefined) throw new Error('no S3 configuration');
  return config;
}

const stores: Record<'local' | 's3', () => Promise<Harness>> = {
  local: () => {
    const store = createLocalBlobStore(dataDir.path);
    opened.push(store);
    const spool = path.join(dataDir.path, DOCUMENTS_DIR_NAME, '.incoming');
    return Promise.resolve({
      store,
      spool,
      stored: () => Promise.resolve(filesIn(path.join(dataDir.path, DOCUMENTS_DIR_NAME))),
    });
  },
  s3: async () => {
    const server = await startS3Server();
    s3 = server;
    const store = await createS3BlobStore({ s3: s3ConfigOf(server), dataDir: dataDir.path });
    opened.push(store);
    const spool = path.join(dataDir.path, S3_SPOOL_DIR_NAME);
    return {
      store,
      spool,
      stored: async () => [...(await bucketKeys(server)), ...filesIn(spool)],
    };
  },
};

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A stream that gives some bytes, then fails (a connection cut off mid-upload). */
function failingAfter(bytes: Buffer): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (!sent) {
        sent = true;
        this.push(bytes);
      } else {
        this.destroy(new Error('connection reset'));
      }
    },
  });
}

/** The id of a process that has ended, as a crashed server's would be. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  return Number(child.stdout);
}

describe.runIf(onePass).each(['local', 's3'] as const)('the %s blob store', (kind) => {
  it('stores a stream under its key with size and SHA-256, and gives the bytes back', async () => {
    const { store, stored } = await stores[kind]();
    // More than one chunk of a typical stream, so hashing across chunks is exercised.
    const bytes = crypto.randomBytes(300_000);
    const key = crypto.randomUUID();
    const blob = await store.write(
      key,
      Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]),
    );
    expect(blob).toEqual({
      size: bytes.length,
      sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
    });
    expect((await readAll(await store.read(key))).equals(bytes)).toBe(true);
    const names = await stored();
    expect(names).toHaveLength(1);
    expect(names[0]?.endsWith(key)).toBe(true);
    if (kind === 's3') expect(names).toEqual([`${S3_KEY_PREFIX}${key}`]);
  });

  it('leaves nothing behind when the stream fails midway, and passes the error on', async () => {
    const { store, stored } = await stores[kind]();
    await expect(
      store.write(crypto.randomUUID(), failingAfter(crypto.randomBytes(50_000))),
    ).rejects.toThrow('connection reset');
    expect(await stored()).toEqual([]);
  });

  it('deletes a blob, and a missing one without complaint', async () => {
    const { store, stored } = await stores[kind]();
    const key = crypto.randomUUID();
    await store.write(key, Readable.from([Buffer.from('%PDF-1.4 bytes')]));
    await store.delete(key);
    await store.delete(key);
    await store.delete(crypto.randomUUID());
    expect(await stored()).toEqual([]);
    await expect(store.read(key)).rejects.toThrow();
  });

  it('refuses a key that could name anything but a blob', async () => {
    const { store } = await stores[kind]();
    await expect(store.write('../secret', Readable.from([Buffer.from('x')]))).rejects.toThrow(
      'unsafe blob key',
    );
    await expect(store.read('a/b/c/d/e/f')).rejects.toThrow('unsafe blob key');
  });

  it('sweeps what writes of processes that are gone left behind, not a write under way', async () => {
    const { store, spool, stored } = await stores[kind]();
    const instances = path.join(dataDir.path, INSTANCES_DIR_NAME);
    // A crashed process on this machine, and an earlier life of this one (a container's pid 1).
    const abandoned = [deadPid(), process.pid].map((pid) => {
      const instance = crypto.randomBytes(8).toString('hex');
      fs.writeFileSync(path.join(instances, heartbeatFileName(instance, pid, THIS_MACHINE)), '');
      const part = path.join(spool, `${instance}-${crypto.randomUUID()}.part`);
      fs.writeFileSync(part, 'half an upload');
      return part;
    });
    const source = new PassThrough();
    source.write(Buffer.from('%PDF-1.4 the first half'));
    const key = crypto.randomUUID();
    const writing = store.write(key, source);
    await expect.poll(() => filesIn(spool).length).toBe(3);
    expect(await store.sweep()).toBe(2);
    expect(abandoned.some((part) => fs.existsSync(part))).toBe(false);
    source.end(Buffer.from(' and the rest'));
    await writing;
    const names = await stored();
    expect(names).toHaveLength(1);
    expect(names[0]?.endsWith(key)).toBe(true);
  });

  it('announces itself while open and withdraws on close', async () => {
    const { store } = await stores[kind]();
    const instances = path.join(dataDir.path, INSTANCES_DIR_NAME);
    expect(fs.readdirSync(instances)).toEqual([
      expect.stringMatching(new RegExp(`^[0-9a-f]{16}\\.${String(process.pid)}\\.`)),
    ]);
    store.close();
    opened = opened.filter((open) => open !== store);
    expect(fs.readdirSync(instances)).toEqual([]);
  });

  it('tells the free space where it writes', async () => {
    const { store, spool } = await stores[kind]();
    const free = await store.freeBytes();
    const stats = fs.statfsSync(spool);
    // Other writers on the machine move it a little between the two readings.
    expect(Math.abs(free - stats.bavail * stats.bsize)).toBeLessThan(1024 ** 3);
    expect(free).toBeGreaterThan(0);
  });
});

describe.runIf(onePass)('the S3 blob store', () => {
  it('fails a write it cannot send, keeping no spool file', async () => {
    const unreachable = `http://127.0.0.1:${String(await findFreePort())}`;
    const store = await createS3BlobStore({
      s3: {
        bucket: 'labtrail-test',
        endpoint: new URL(unreachable),
        region: 'us-east-1',
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        forcePathStyle: true,
      },
      dataDir: dataDir.path,
    });
    opened.push(store);
    await expect(
      store.write(crypto.randomUUID(), Readable.from([Buffer.from('%PDF-1.4')])),
    ).rejects.toThrow();
    expect(filesIn(path.join(dataDir.path, S3_SPOOL_DIR_NAME))).toEqual([]);
  });
});
