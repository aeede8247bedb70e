// Starts the parse worker (parse-worker.ts). A worker thread does not always get the loader of its process (Node 20
// does not hand `--import tsx` hooks on to workers), so when the TypeScript entry cannot be loaded as it is, tsx's
// loader is registered here and the entry loaded again. Node 22.18+/24 strip types themselves, so the entry loads,
// but its extensionless imports (`./parse-file`) do not resolve without tsx: the same fallback then.
import { workerData } from "node:worker_threads";

try {
  await import(workerData.entry);
} catch (err) {
  if (err?.code !== "ERR_UNKNOWN_FILE_EXTENSION" && err?.code !== "ERR_MODULE_NOT_FOUND") throw err;
  const { register } = await import("tsx/esm/api");
  register();
  // another URL: the failed one stays failed in the module map
  await import(`${workerData.entry}?tsx`);
}
