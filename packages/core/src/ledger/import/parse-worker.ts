import { parentPort } from "node:worker_threads";
import { parseFile, type ParseFileOptions } from "./parse-file";
import { ImportFileError, type ImportFormat } from "./types";

/**
 * The parse worker's body (started by isolated.ts through parse-worker-boot.mjs). It stays up between files, so the
 * modules load once; each message is one file and gets one answer with the same id.
 */
interface Request {
  id: number;
  format: ImportFormat;
  bytes: Uint8Array;
  opts: ParseFileOptions;
}

parentPort!.on("message", async ({ id, format, bytes, opts }: Request) => {
  try {
    parentPort!.postMessage({ id, ok: await parseFile(format, bytes, opts) });
  } catch (err) {
    const extra = err as { headers?: string[]; mapping?: unknown };
    if (err instanceof ImportFileError)
      parentPort!.postMessage({
        id,
        fileError: { messageKey: err.messageKey, params: err.params, line: err.line },
        headers: extra.headers,
        mapping: extra.mapping,
      });
    else parentPort!.postMessage({ id, crash: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  }
});
parentPort!.postMessage({ ready: true });
