// Starts the parse worker (parse-worker.ts). Under `npm start` the process runs with `--import tsx`, which the
// worker inherits; elsewhere (vitest, a benchmark) tsx's loader is registered here first.
import { workerData } from "node:worker_threads";

if (!process.execArgv.some((a) => a.includes("tsx"))) {
  const { register } = await import("tsx/esm/api");
  register();
}
await import(workerData.entry);
