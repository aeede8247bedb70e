/** A tiny prefixed logger for the local runtime; `INNFRI_LOCAL_QUIET=1` silences info lines (tests). */
const colours = { engines: 36, poller: 35, scheduler: 33, server: 32, seed: 34, start: 37 } as const;
export type Part = keyof typeof colours;

const tty = process.stdout.isTTY && !process.env.NO_COLOR;

function prefix(part: Part): string {
  const label = `[${part}]`.padEnd(12);
  return tty ? `\x1b[${colours[part]}m${label}\x1b[0m` : label;
}

export function logger(part: Part) {
  return {
    info: (...args: unknown[]) => {
      if (process.env.INNFRI_LOCAL_QUIET !== "1") console.log(prefix(part), ...args);
    },
    warn: (...args: unknown[]) => console.warn(prefix(part), ...args),
    error: (...args: unknown[]) => console.error(prefix(part), ...args),
  };
}

/**
 * Imports a module by absolute file path: the plain path on POSIX (so that under vitest it is the same module
 * instance as a normal import of that file), a file: URL on Windows.
 */
export function importFile<T>(file: string): Promise<T> {
  return import(process.platform === "win32" ? new URL(`file:///${file.replace(/\\/g, "/")}`).href : file) as Promise<T>;
}
