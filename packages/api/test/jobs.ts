import type { Poller } from "../../../scripts/local/poller";

/** The jobs poller of this test file (started by test/setup.ts on the file's own queue). */
export function jobsPoller(): Poller {
  const poller = (globalThis as { __innfriPoller?: Poller }).__innfriPoller;
  if (!poller) throw new Error("no jobs poller: is test/setup.ts in the vitest setupFiles?");
  return poller;
}

/** Resolves when every job this file enqueued so far (and the jobs those enqueued) has run or was dead-lettered. */
export const drainJobs = (opts?: { timeoutMs?: number }) => jobsPoller().drain(opts);
