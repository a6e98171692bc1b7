import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';

export interface PollingLoop {
  /** Looks for work now rather than at the next poll. */
  wake(): void;
  /** Finishes the work in hand and stops. */
  stop(): Promise<void>;
}

/**
 * Runs `workOnce` over and over while it finds work, and every `pollMs` (or when woken) while
 * it does not: the shape of every background worker here.
 */
export function startPollingLoop(options: {
  /** True when it did some work (look again at once), false when there was none. */
  workOnce: () => Promise<boolean>;
  pollMs: number;
  log: FastifyBaseLogger;
  /** What the loop is, for the log. */
  name: string;
}): PollingLoop {
  let running = true;
  // Read through a function: the compiler would otherwise treat `running` as always true here.
  const isRunning = () => running;
  let wakeUp = new AbortController();

  const loop = (async () => {
    while (isRunning()) {
      let worked = false;
      try {
        worked = await options.workOnce();
      } catch (error) {
        // The database was unreachable for a moment: keep the worker alive and look again later.
        options.log.error({ err: error }, `${options.name} could not look for work`);
      }
      if (!worked && isRunning()) {
        await sleep(options.pollMs, undefined, { signal: wakeUp.signal }).catch(() => undefined);
        wakeUp = new AbortController();
      }
    }
  })();

  return {
    wake() {
      wakeUp.abort();
    },
    async stop() {
      running = false;
      wakeUp.abort();
      await loop;
    },
  };
}
