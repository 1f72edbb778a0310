/**
 * Entry point of `npm run import -- <file.json>` and `npm run export -- <dir>` (bundled by
 * build.mjs as dist/catalogue.js). `npm run` starts in the repository's root; paths given on
 * the command line are read from the folder it was called from (INIT_CWD).
 */
import { terminalSafe } from '../../lib/terminal-text.js';
import { runCatalogueCommand } from './catalogue-command.js';

runCatalogueCommand(process.argv.slice(2), process.env, {
  stdout: process.stdout,
  stderr: process.stderr,
  cwd: process.env.INIT_CWD ?? process.cwd(),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // A driver's or a fetch's message may quote the file or a server's answer.
    console.error(terminalSafe(error instanceof Error ? error.message : String(error)));
    process.exitCode = 1;
  },
);
