/** Printing figures: aligned tables, machine facts, and the load the machine was under. */
import { execSync } from 'node:child_process';
import os from 'node:os';

export function table(rows: Array<Record<string, string | number>>): string {
  if (rows.length === 0) return '(no rows)';
  const columns = Object.keys(rows[0]!);
  const cell = (value: string | number | undefined) => String(value ?? '');
  const widths = columns.map((column) =>
    Math.max(column.length, ...rows.map((row) => cell(row[column]).length)),
  );
  const line = (values: string[]) =>
    `| ${values.map((value, i) => value.padEnd(widths[i]!)).join(' | ')} |`;
  return [
    line(columns),
    `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`,
    ...rows.map((row) => line(columns.map((column) => cell(row[column])))),
  ].join('\n');
}

export function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
}

export function machine(): string {
  let commit = 'unknown';
  try {
    commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
  } catch {
    // not a git checkout
  }
  const memory = (os.totalmem() / 1024 ** 3).toFixed(1);
  return (
    `${new Date().toISOString()} · commit ${commit} · ${os.cpus().length} cores ` +
    `(${os.cpus()[0]?.model.trim() ?? '?'}) · ${memory} GiB · Node ${process.version} · ` +
    `load average ${loadAverage()}`
  );
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Reads `--name value` (or the default) from the command line. */
export function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : (process.argv[index + 1] ?? fallback);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}
