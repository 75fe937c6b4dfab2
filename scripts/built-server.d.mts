import type { ChildProcess } from 'node:child_process';

export function freePort(): Promise<number>;
export function firstAnswer(
  url: string,
  child: ChildProcess,
  options: { timeoutMs: number; intervalMs: number },
): Promise<Response>;
