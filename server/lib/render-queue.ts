/*
 * At most `limit` tasks at once, the others waiting in arrival order. Page renders are CPU work:
 * 200 started together share the processor and all finish late — past any client's time-out, so
 * none counts — where a queue finishes them one batch after another at the same rate. A task
 * whose caller left while it waited is not started at all.
 */
export interface RenderQueue {
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /**
   * Like `run`, but the turn outlasts the answer: `task`'s result is passed on as soon as it is
   * ready, and the turn ends only when `tail()` settles as well (the work that follows the answer,
   * such as streaming the rest of a page).
   */
  runWithTail<T>(task: () => Promise<T>, tail: () => Promise<void>, signal?: AbortSignal): Promise<T>;
}

export class CallerLeftError extends Error {
  constructor() {
    super('the caller left before its turn');
  }
}

export function createRenderQueue(limit: number): RenderQueue {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  const run = async <T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> => {
    if (running < limit) running += 1;
    // The slot passes straight from a finished task to the next waiting one.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    if (signal?.aborted) {
      release();
      throw new CallerLeftError();
    }
    try {
      return await task();
    } finally {
      release();
    }
  };
  return {
    run,
    runWithTail: (task, tail, signal) =>
      new Promise((resolve, reject) => {
        run(async () => {
          resolve(await task());
          await tail().catch(() => undefined);
        }, signal).catch(reject);
      }),
  };
}
