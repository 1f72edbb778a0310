/**
 * Child processes a benchmark starts (servers, the load balancer): killed when the benchmark
 * exits for any reason (an exception, Ctrl-C), so none is left behind.
 */
import type { ChildProcess } from 'node:child_process';

const children = new Map<ChildProcess, NodeJS.Signals>();
process.once('exit', () => {
  for (const [child, signal] of children) child.kill(signal);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

/**
 * Kills `child` if the benchmark exits while it still runs: with SIGKILL, or the signal given
 * (nginx's master stops its workers on SIGTERM; killed outright, it would leave them).
 */
export function track(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): void {
  children.set(child, signal);
  child.once('exit', () => children.delete(child));
}

export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Sends `signal` unless the process is gone already, and waits for its exit. */
export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  await exited(child);
}
