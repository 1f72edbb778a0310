/**
 * The data directory of the embedded database (DATA_DIR), checked before PGlite sees it. PGlite
 * meets a directory it cannot use with a WebAssembly abort, an ErrnoError after seconds, or a
 * bare "failed to initialize"; an operator needs one line naming the directory and the problem.
 */
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { StartupError } from '../lib/startup-error.js';

/** A data directory that cannot be used; its message is the one line the process prints. */
export class DataDirError extends StartupError {
  constructor(
    readonly directory: string,
    problem: string,
  ) {
    super(`Cannot use DATA_DIR ${directory}: ${problem}`);
  }
}

const errorCode = (error: unknown): string | undefined =>
  error instanceof Error && 'code' in error ? String(error.code) : undefined;

/** Why files cannot be written into the directory, from the error the attempt met. */
export function writeProblem(error: unknown): string {
  const code = errorCode(error);
  if (code === 'EACCES' || code === 'EPERM') return `it is not writable (${code})`;
  if (code === 'EROFS') return 'it is on a read-only file system (EROFS)';
  if (code === 'ENOSPC') return 'its file system is full (ENOSPC)';
  // /proc/self and the like are directories that refuse new files with ENOENT.
  return `files cannot be created in it (${code ?? String(error)}); is it a special file system?`;
}

/**
 * Answers the directory's absolute path, creating the directory itself (not its parents: a
 * missing parent is more likely a typo than a wish) when it does not exist yet.
 */
export async function prepareDataDir(dataDir: string): Promise<string> {
  const directory = path.resolve(dataDir);
  const found = await stat(directory).catch((error: unknown) => errorCode(error) ?? 'unknown');
  if (typeof found !== 'string') {
    if (!found.isDirectory()) throw new DataDirError(directory, 'it is not a directory');
    return directory;
  }
  if (found === 'ENOTDIR') {
    throw new DataDirError(directory, 'a part of its path is not a directory');
  }
  if (found !== 'ENOENT') throw new DataDirError(directory, `it cannot be read (${found})`);
  const parent = path.dirname(directory);
  const parentFound = await stat(parent).catch(() => undefined);
  if (!parentFound) {
    throw new DataDirError(directory, `its parent directory ${parent} does not exist`);
  }
  if (!parentFound.isDirectory()) {
    throw new DataDirError(directory, `its parent ${parent} is not a directory`);
  }
  try {
    await mkdir(directory);
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') {
      throw new DataDirError(directory, `it cannot be created: ${writeProblem(error)}`);
    }
  }
  return directory;
}

/**
 * The PGlite files inside the data directory. When they exist they must be a directory; what
 * is inside is PGlite's to judge (see `damagedDatabase`).
 */
export async function databaseFilesDir(directory: string): Promise<string> {
  const files = path.join(directory, 'pgdata');
  const found = await stat(files).catch(() => undefined);
  if (found && !found.isDirectory()) throw damagedDatabase(directory, 'it is not a directory');
  return files;
}

export function damagedDatabase(directory: string, cause: unknown): DataDirError {
  const detail = cause instanceof Error ? cause.message.split('\n')[0] : String(cause);
  return new DataDirError(
    directory,
    `the database files in ${path.join(directory, 'pgdata')} are damaged or not a database ` +
      `(${detail}); restore them from a backup or point DATA_DIR elsewhere`,
  );
}
