import { vi } from 'vitest';

interface PendingTimeout {
  deadline: number;
  controller: AbortController;
}

export interface RequestClock {
  /** Lets `ms` pass: every request whose timeout that reaches gives up as the browser's would. */
  pass: (ms: number) => void;
}

/**
 * Stands in for the browser's `AbortSignal.timeout` with a clock the test moves, so a test can
 * show what happens at 10 s or 2 minutes without waiting for them. Requests still go to a real
 * server; only their timeouts run on this clock.
 */
export function stubRequestClock(): RequestClock {
  let now = 0;
  const pending: PendingTimeout[] = [];
  vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
    const controller = new AbortController();
    pending.push({ deadline: now + ms, controller });
    return controller.signal;
  });
  return {
    pass: (ms) => {
      now += ms;
      for (const { deadline, controller } of pending) {
        if (deadline <= now && !controller.signal.aborted) {
          controller.abort(new DOMException('signal timed out', 'TimeoutError'));
        }
      }
    },
  };
}
