/**
 * What `npm run import` and `npm run export` do, as a function the tests can call: read the
 * arguments, open the configured database as the server does (DATABASE_URL, or PGlite under
 * DATA_DIR, with images under DATA_DIR/uploads), migrate it, run, and answer the exit code.
 */
import path from 'node:path';
import { loadConfig } from '../../config.js';
import { OutboundGuard } from '../../lib/outbound-guard.js';
import { terminalSafe } from '../../lib/terminal-text.js';
import { openDatabase } from '../../db/database.js';
import { imageStoreFor, type ConfiguredImageStore } from '../../storage/image-stores.js';
import { describeExport, exportCatalogue } from './export-catalogue.js';
import {
  CatalogueFileError,
  describeImport,
  importCatalogue,
  readCatalogueFile,
} from './import-catalogue.js';
import { importProgress } from './import-progress.js';

export const USAGE = [
  'Usage:',
  '  npm run import -- <file.json> [--images <dir>] [--timeout <seconds>]',
  '  npm run export -- <dir>',
].join('\n');

const DEFAULT_TIMEOUT_SECONDS = 10;

export interface CommandIo {
  stdout: { write(text: string): unknown };
  stderr: { isTTY?: boolean; columns?: number; write(text: string): unknown };
  /** Where relative paths of the arguments start: the folder `npm run` was called from. */
  cwd: string;
}

class UsageError extends Error {}

interface ImportArguments {
  command: 'import';
  file: string;
  imagesDir: string;
  fetchTimeoutMs: number;
}
interface ExportArguments {
  command: 'export';
  directory: string;
}

export function parseArguments(argv: string[], cwd: string): ImportArguments | ExportArguments {
  const [command, ...rest] = argv;
  if (command !== 'import' && command !== 'export') {
    throw new UsageError(`Unknown command ${command ?? '(none)'}`);
  }
  const positional: string[] = [];
  const flags = new Map<string, string>();
  for (let index = 0; index < rest.length; index += 1) {
    const argument = rest[index]!;
    if (!argument.startsWith('--')) {
      positional.push(argument);
      continue;
    }
    const value = rest[index + 1];
    if (command !== 'import' || !['--images', '--timeout'].includes(argument)) {
      throw new UsageError(`Unknown option ${argument}`);
    }
    if (value === undefined || value.startsWith('--')) {
      throw new UsageError(`${argument} needs a value`);
    }
    flags.set(argument, value);
    index += 1;
  }
  if (positional.length !== 1) {
    throw new UsageError(command === 'export' ? 'Name one folder' : 'Name one file');
  }
  const target = path.resolve(cwd, positional[0]!);
  if (command === 'export') return { command, directory: target };
  const seconds = Number(flags.get('--timeout') ?? DEFAULT_TIMEOUT_SECONDS);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new UsageError('--timeout must be a number of seconds above 0');
  }
  return {
    command,
    file: target,
    // By default images are looked up beside the file, where `npm run export` puts them.
    imagesDir: flags.has('--images')
      ? path.resolve(cwd, flags.get('--images')!)
      : path.dirname(target),
    fetchTimeoutMs: seconds * 1000,
  };
}

export async function runCatalogueCommand(
  argv: string[],
  env: NodeJS.ProcessEnv,
  io: CommandIo,
): Promise<number> {
  let parsed: ImportArguments | ExportArguments;
  try {
    parsed = parseArguments(argv, io.cwd);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr.write(`${terminalSafe(error.message)}\n${USAGE}\n`);
    return 2;
  }
  // A file that cannot be read stops the run before the database is opened.
  let entries: unknown[] = [];
  if (parsed.command === 'import') {
    try {
      entries = await readCatalogueFile(parsed.file);
    } catch (error) {
      if (!(error instanceof CatalogueFileError)) throw error;
      // JSON.parse quotes the file's text in its message.
      io.stderr.write(`${terminalSafe(error.message)}\n`);
      return 1;
    }
  }

  const config = loadConfig(env);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  let configured: ConfiguredImageStore | undefined;
  try {
    await database.migrate();
    // The store the server itself uses: the disk, PostgreSQL or an S3 bucket (decision 015).
    configured = imageStoreFor(config, database);
    await configured.check();
    const store = configured.store;
    if (parsed.command === 'export') {
      const summary = await exportCatalogue(database.db, store, parsed.directory);
      io.stdout.write(`${describeExport(summary)}\n`);
      return 0;
    }
    const progress = importProgress(io.stderr);
    const summary = await importCatalogue(database.db, store, entries, {
      imagesDir: parsed.imagesDir,
      fetchTimeoutMs: parsed.fetchTimeoutMs,
      guard: new OutboundGuard(config.OUTBOUND_ALLOW),
      onHotel: progress.onHotel,
    });
    progress.finish();
    io.stdout.write(`${describeImport(summary)}\n`);
    // The run finished, but a script calling it should notice that some hotels were not.
    return summary.rejected.length > 0 ? 1 : 0;
  } finally {
    configured?.close();
    await database.close();
  }
}
