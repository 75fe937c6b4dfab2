import type { ChildProcess } from 'node:child_process';

/** SIGTERM, then resolves once the process has exited (its port and pool are free again). */
export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
