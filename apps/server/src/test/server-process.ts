/**
 * Runs the real server entry (src/main.ts, bundled: server-bundle.ts) as a child process, as an
 * operator would, for tests of what the process prints and how it exits.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { serverDir, serverEntry } from './server-bundle.js';

export interface ServerProcess {
  child: ChildProcess;
  /** Resolves with the address once the server listens, or undefined if it exits first. */
  listening: Promise<string | undefined>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>;
}

export async function startServerProcess(
  env: Record<string, string>,
  options: { uid?: number; gid?: number } = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [await serverEntry()], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      SEED: 'false',
      ...env,
    },
    ...options,
  });
  let stdout = '';
  let stderr = '';
  let announce: (address: string | undefined) => void = () => {};
  const listening = new Promise<string | undefined>((resolve) => (announce = resolve));
  child.stdout!.on('data', (chunk: Buffer) => {
    stdout += chunk;
    const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout)?.[1];
    if (address) announce(address);
  });
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk));
  const exited = new Promise<{
    code: number | null;
    signal: NodeJS.Signals | null;
    stderr: string;
  }>((resolve) =>
    child.on('exit', (code, signal) => {
      announce(undefined);
      resolve({ code, signal, stderr });
    }),
  );
  return { child, listening, exited };
}
