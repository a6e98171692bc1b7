import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createTemporaryDirectory } from '@labtrail/testkit/temporary-directory';
import type { TemporaryDirectory } from '@labtrail/testkit/temporary-directory';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { heartbeatFileName, openSpool, SPOOL_TIMINGS, THIS_MACHINE } from './open-spool';
import type { Spool, SpoolTimings } from './open-spool';

/** Issue 17, item 8: parts of uploads cut off by a crash are swept by heartbeat, not by pid alone. */

let root: TemporaryDirectory;
let folder: string;
let instancesDir: string;
let opened: Spool[] = [];
const children: number[] = [];

beforeEach(async () => {
  root = await createTemporaryDirectory('labtrail-spool');
  folder = path.join(root.path, 'spool');
  instancesDir = path.join(root.path, 'instances');
});

afterEach(async () => {
  for (const spool of opened) spool.close();
  opened = [];
  for (const pid of children.splice(0)) process.kill(pid, 'SIGKILL');
  await root.remove();
});

function open(timings: SpoolTimings = SPOOL_TIMINGS): Spool {
  const spool = openSpool(folder, instancesDir, timings);
  opened.push(spool);
  return spool;
}

/** What another instance leaves on disk: its heartbeat and one part it was writing. */
function otherInstance(pid: number, machine = THIS_MACHINE) {
  const instance = crypto.randomBytes(8).toString('hex');
  const heartbeat = path.join(instancesDir, heartbeatFileName(instance, pid, machine));
  const part = path.join(folder, `${instance}-${crypto.randomUUID()}.part`);
  fs.writeFileSync(heartbeat, '');
  fs.writeFileSync(part, 'half an upload');
  return { heartbeat, part };
}

/** The id of a process that has ended, as a crashed server's would be. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  return Number(child.stdout);
}

/** The state letter of a process on Linux (R, S, Z, …), or undefined when there is none. */
function processState(pid: number): string | undefined {
  try {
    return fs.readFileSync(`/proc/${String(pid)}/stat`, 'utf8').split(') ')[1]?.[0];
  } catch {
    return undefined;
  }
}

/**
 * A process that has ended but is not reaped: its parent, the shell turned into `sleep`, never
 * waits for it. It still runs when the shell is replaced, so the shell cannot reap it first.
 */
async function zombiePid(): Promise<number> {
  const shell = spawn('sh', ['-c', 'sleep 0.3 & echo $!; exec sleep 60'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  if (shell.pid !== undefined) children.push(shell.pid);
  const pid = await new Promise<number>((resolve) => {
    shell.stdout.once('data', (line: Buffer) => {
      resolve(Number(line.toString().trim()));
    });
  });
  await expect.poll(() => processState(pid), { timeout: 5000 }).toBe('Z');
  return pid;
}

function setAge(file: string, ms: number): void {
  const then = new Date(Date.now() - ms);
  fs.utimesSync(file, then, then);
}

describe('the spool sweep', () => {
  it('removes at once the part of a process on this machine that has ended, heartbeat fresh', async () => {
    const spool = open();
    const crashed = otherInstance(deadPid());
    expect(await spool.sweep()).toBe(1);
    expect(fs.existsSync(crashed.part)).toBe(false);
    // Its heartbeat goes too, so heartbeats do not pile up over crashes.
    expect(fs.existsSync(crashed.heartbeat)).toBe(false);
  });

  it('removes the part of an earlier life of this process (same pid, another instance)', async () => {
    // A container's node is pid 1 after every restart: the pid of the crashed one is ours.
    const spool = open();
    const earlierLife = otherInstance(process.pid);
    expect(await spool.sweep()).toBe(1);
    expect(fs.existsSync(earlierLife.part)).toBe(false);
  });

  it.runIf(process.platform === 'linux')(
    'removes the part of a killed process that is not yet reaped',
    async () => {
      const spool = open();
      const unreaped = otherInstance(await zombiePid());
      expect(await spool.sweep()).toBe(1);
      expect(fs.existsSync(unreaped.part)).toBe(false);
    },
  );

  it('removes parts without a heartbeat, those of the earlier <pid>- naming included', async () => {
    const spool = open();
    fs.mkdirSync(folder, { recursive: true });
    const legacy = path.join(folder, `${String(process.pid)}-${crypto.randomUUID()}.part`);
    const unknown = path.join(folder, `${crypto.randomBytes(8).toString('hex')}-x.part`);
    fs.writeFileSync(legacy, 'half an upload');
    fs.writeFileSync(unknown, 'half an upload');
    expect(await spool.sweep()).toBe(2);
    expect(fs.readdirSync(folder)).toEqual([]);
  });

  it('keeps the parts of live instances: its own, another spool in this process, another process, another machine', async () => {
    const spool = open();
    const own = spool.newFile();
    fs.writeFileSync(own, 'an upload under way');
    const sibling = open();
    const siblingPart = sibling.newFile();
    fs.writeFileSync(siblingPart, 'an upload under way');
    // The process that started this test runs as long as the test does.
    const otherProcess = otherInstance(process.ppid);
    // Ids of another machine or container cannot be checked here: a fresh heartbeat is trusted.
    const elsewhere = otherInstance(process.pid, 'ffffffffffffffff');
    expect(await spool.sweep()).toBe(0);
    expect(await sibling.sweep()).toBe(0);
    for (const file of [own, siblingPart, otherProcess.part, elsewhere.part, elsewhere.heartbeat])
      expect(fs.existsSync(file)).toBe(true);
  });

  it('removes the part of an instance whose heartbeat is stale, even if its pid runs', async () => {
    const spool = open();
    const stalled = otherInstance(process.ppid);
    setAge(stalled.heartbeat, SPOOL_TIMINGS.staleAfterMs + 1000);
    expect(await spool.sweep()).toBe(1);
    expect(fs.existsSync(stalled.part)).toBe(false);
  });

  it('sweeps again on its own, removing a part once its heartbeat has gone stale', async () => {
    const timings = { heartbeatEveryMs: 50, staleAfterMs: 60_000, sweepEveryMs: 50 };
    const spool = open(timings);
    const elsewhere = otherInstance(4242, 'ffffffffffffffff');
    // At start the instance may be alive: its heartbeat is fresh, its pid means nothing here.
    expect(await spool.sweep()).toBe(0);
    // It dies (nothing touches its heartbeat any more); minutes later it is stale.
    setAge(elsewhere.heartbeat, timings.staleAfterMs + 1000);
    await expect
      .poll(() => [fs.existsSync(elsewhere.part), fs.existsSync(elsewhere.heartbeat)])
      .toEqual([false, false]);
  });
});

describe('the heartbeat of an open spool', () => {
  it('is touched while the spool is open, written again if removed, and withdrawn on close', async () => {
    const spool = open({ heartbeatEveryMs: 50, staleAfterMs: 60_000, sweepEveryMs: 60_000 });
    const [name] = fs.readdirSync(instancesDir);
    const heartbeat = path.join(instancesDir, name ?? '');
    setAge(heartbeat, 120_000);
    await expect.poll(() => Date.now() - fs.statSync(heartbeat).mtimeMs).toBeLessThan(10_000);
    fs.rmSync(heartbeat);
    await expect.poll(() => fs.existsSync(heartbeat)).toBe(true);
    spool.close();
    expect(fs.readdirSync(instancesDir)).toEqual([]);
  });

  it('lets another instance see it alive: a second spool on the folder keeps its parts', async () => {
    const first = open();
    const part = first.newFile();
    fs.writeFileSync(part, 'an upload under way');
    const [name] = fs.readdirSync(instancesDir);
    expect(name).toBe(heartbeatFileName(name?.split('.')[0] ?? '', process.pid, THIS_MACHINE));
    expect(path.basename(part).startsWith(`${name?.split('.')[0] ?? ''}-`)).toBe(true);
    expect(await open().sweep()).toBe(0);
    first.close();
    // Closed without finishing its write: the part is now an orphan any sweep removes.
    expect(await open().sweep()).toBe(1);
  });
});
