import { describe, expect, it } from 'vitest';
import { CallerLeftError, createRenderQueue } from './render-queue';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('render queue', () => {
  it('runs at most its limit at once, the rest in arrival order', async () => {
    const queue = createRenderQueue(2);
    const gates = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    const done = gates.map((gate, index) =>
      queue.run(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    gates[1]!.resolve();
    await expect.poll(() => started).toEqual([0, 1, 2]);
    gates[0]!.resolve();
    await expect.poll(() => started).toEqual([0, 1, 2, 3]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(done)).toEqual([0, 1, 2, 3, 4]);
  });

  it('does not start a task whose caller left while it waited, and frees its turn', async () => {
    const queue = createRenderQueue(1);
    const gate = deferred();
    const first = queue.run(() => gate.promise);
    const left = new AbortController();
    let ranLeft = false;
    const abandoned = queue.run(async () => {
      ranLeft = true;
    }, left.signal);
    const third = queue.run(async () => 'third');
    left.abort();
    gate.resolve();
    await first;
    await expect(abandoned).rejects.toBeInstanceOf(CallerLeftError);
    expect(await third).toBe('third');
    expect(ranLeft).toBe(false);
  });

  it('passes a failure on and frees the turn', async () => {
    const queue = createRenderQueue(1);
    await expect(queue.run(() => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed');
    expect(await queue.run(async () => 'next')).toBe('next');
  });

  it('answers before the tail ends and holds the turn until it has', async () => {
    const queue = createRenderQueue(1);
    const tail = deferred();
    const answer = await queue.runWithTail(
      async () => 'shell',
      () => tail.promise,
    );
    expect(answer).toBe('shell');
    let nextStarted = false;
    const next = queue.run(async () => {
      nextStarted = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(nextStarted).toBe(false);
    tail.resolve();
    await next;
    expect(nextStarted).toBe(true);
  });

  it('frees the turn when the task or its tail fails', async () => {
    const queue = createRenderQueue(1);
    const failed = queue.runWithTail(
      () => Promise.reject(new Error('render failed')),
      async () => undefined,
    );
    await expect(failed).rejects.toThrow('render failed');
    expect(
      await queue.runWithTail(
        async () => 'answered',
        () => Promise.reject(new Error('lost')),
      ),
    ).toBe('answered');
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});
