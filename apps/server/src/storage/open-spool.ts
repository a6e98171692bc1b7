import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Where each open spool announces itself, under `$DATA_DIR`, shared by all its processes. */
export const INSTANCES_DIR_NAME = 'instances';

export interface SpoolTimings {
  /** How often an open spool touches its heartbeat file. */
  heartbeatEveryMs: number;
  /**
   * A heartbeat untouched this long belongs to an instance that is gone. Several beats long, so a
   * busy event loop is not taken for a death: that would cost the stalled process its uploads.
   */
  staleAfterMs: number;
  /** How often an open spool sweeps its folder, besides the sweep at start. */
  sweepEveryMs: number;
}

export const SPOOL_TIMINGS: SpoolTimings = {
  heartbeatEveryMs: 10_000,
  staleAfterMs: 60_000,
  sweepEveryMs: 60_000,
};

/**
 * Process ids mean the same process only within one kernel boot and one pid namespace (every
 * container has its own), so both name the machine; elsewhere (macOS, Windows) the host name does.
 */
function identifyMachine(): string {
  let identity: string;
  try {
    const boot = fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    identity = `${boot} ${fs.readlinkSync('/proc/self/ns/pid')}`;
  } catch {
    identity = os.hostname();
  }
  return crypto.createHash('sha256').update(identity).digest('hex').slice(0, 16);
}

/** This machine as heartbeats name it: ids of processes on it can be checked here. */
export const THIS_MACHINE = identifyMachine();

const HEARTBEAT = /^([0-9a-f]{16})\.(\d+)\.([0-9a-f]{16})\.alive$/;

/** A heartbeat's file name: the instance, its process id, and where that id means something. */
export function heartbeatFileName(instance: string, pid: number, machine: string): string {
  return `${instance}.${String(pid)}.${machine}.alive`;
}

/** Instances of spools open in this process: their process id is ours, yet they are alive. */
const openHere = new Set<string>();

function isZombie(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
    // The state follows the command name, which is in parentheses and may hold anything.
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state === 'Z' || state === 'X';
  } catch {
    return false;
  }
}

/** Whether a process with this id runs on this machine; a killed one not yet reaped does not. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
}

/** Each heartbeat file in `folder`, by instance, with whether its instance is still alive. */
async function readHeartbeats(
  folder: string,
  staleAfterMs: number,
): Promise<Map<string, { file: string; alive: boolean }>> {
  const heartbeats = new Map<string, { file: string; alive: boolean }>();
  for (const name of await fs.promises.readdir(folder)) {
    const match = HEARTBEAT.exec(name);
    if (match === null) continue;
    const [, instance = '', pid = '', machine = ''] = match;
    const file = path.join(folder, name);
    const touched = await fs.promises.stat(file).then(
      (stats) => stats.mtimeMs,
      () => undefined,
    );
    const alive =
      openHere.has(instance) ||
      (touched !== undefined &&
        Date.now() - touched <= staleAfterMs &&
        // On this machine a dead process is known at once; an instance with our id that is not
        // open here is a previous life of this process (a container's pid 1 restarted).
        (machine !== THIS_MACHINE || (Number(pid) !== process.pid && isRunning(Number(pid)))));
    heartbeats.set(instance, { file, alive });
  }
  return heartbeats;
}

export interface Spool {
  /** A fresh file name in the folder for one write in progress, marked as this instance's. */
  newFile(): string;
  /** Removes the files in the folder whose instance is gone; returns how many. */
  sweep(): Promise<number>;
  /** Stops the heartbeat and the sweeps, and withdraws the heartbeat file. */
  close(): void;
}

/**
 * A folder where writes in progress wait (`<instance>-<random>.part`), shared by the processes
 * on one data folder, and a sweep that removes what instances that are gone left behind there.
 *
 * Whether an instance is alive is decided by its heartbeat file in `instancesDir`, touched every
 * few seconds while its spool is open and withdrawn when it closes, never by a process id alone:
 * ids are reused (a container's node is pid 1 after every restart), and a killed process keeps
 * its id until it is reaped. A part is abandoned when its instance has no heartbeat, when the
 * heartbeat is stale, or, on this machine, when the process named in it has ended (or is this
 * process in an earlier life): so a restart removes the parts of a crash on the same machine at
 * once, and the sweep repeated every minute removes the rest once their heartbeat has gone stale.
 */
export function openSpool(
  folder: string,
  instancesDir: string,
  timings: SpoolTimings = SPOOL_TIMINGS,
): Spool {
  fs.mkdirSync(folder, { recursive: true });
  fs.mkdirSync(instancesDir, { recursive: true });
  const instance = crypto.randomBytes(8).toString('hex');
  const heartbeat = path.join(instancesDir, heartbeatFileName(instance, process.pid, THIS_MACHINE));
  // Written before any part: a sweep that sees a part of this instance sees its heartbeat too.
  fs.writeFileSync(heartbeat, '');
  openHere.add(instance);

  const beat = () => {
    const now = new Date();
    fs.promises
      .utimes(heartbeat, now, now)
      // A sweep took this instance for gone (stalled past the limit) and removed the file.
      .catch(() => fs.promises.writeFile(heartbeat, ''))
      // The next beat tries again.
      .catch(() => undefined);
  };

  const sweep = async () => {
    // Parts first: a heartbeat written after this listing belongs to an instance with no part in it.
    const names = (await fs.promises.readdir(folder, { withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
    const heartbeats = await readHeartbeats(instancesDir, timings.staleAfterMs);
    const abandoned = names.filter((name) => {
      const owner = name.split('-')[0] ?? '';
      return !openHere.has(owner) && heartbeats.get(owner)?.alive !== true;
    });
    await Promise.all(
      abandoned.map((name) => fs.promises.rm(path.join(folder, name), { force: true })),
    );
    const gone = [...heartbeats.values()].filter((entry) => !entry.alive);
    await Promise.all(gone.map((entry) => fs.promises.rm(entry.file, { force: true })));
    return abandoned.length;
  };

  const beating = setInterval(beat, timings.heartbeatEveryMs).unref();
  const sweeping = setInterval(() => {
    // A sweep that fails (the folder briefly unreadable) is simply repeated on the next round.
    sweep().catch(() => undefined);
  }, timings.sweepEveryMs).unref();

  return {
    newFile: () => path.join(folder, `${instance}-${crypto.randomUUID()}.part`),
    sweep,
    close() {
      clearInterval(beating);
      clearInterval(sweeping);
      openHere.delete(instance);
      fs.rmSync(heartbeat, { force: true });
    },
  };
}
