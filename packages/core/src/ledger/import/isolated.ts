import "../../i18n/imports"; // registers the texts of the keys named here
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { ParsedFileResult, ParseFileOptions } from "./parse-file";
import { ImportFileError, type ImportFormat } from "./types";
import { checkZipSizes, XLSX_MAX_UNPACKED_BYTES } from "./zip-guard";

/**
 * Parsing an import file off the caller's thread (security review F6). Under `npm start` the jobs poller runs in
 * the API's process, so a parse on the main thread (a large XLSX or an XML file with 200 000 attributes) would stall
 * every request for seconds. Here the parse runs in a worker thread with its own heap limit and a time limit:
 *
 * - memory: IMPORT_WORKER_HEAP_MB of old generation; a file that needs more (e.g. a zip whose directory lies about
 *   its sizes) ends the worker, not the process, and fails the import ("unpacks to more than N MB");
 * - time: IMPORT_PARSE_TIMEOUT_MS; a slower parse is stopped and fails the import ("took too long").
 *
 * In a Lambda bundle the worker's source files are not there: the parse then runs inline, which is harmless there
 * (the jobs consumer is a function of its own, never the API's) and keeps the caps of zip-guard.ts.
 */
export const IMPORT_WORKER_HEAP_MB = 512;
export const IMPORT_PARSE_TIMEOUT_MS = 120_000;

const boot = new URL("./parse-worker-boot.mjs", import.meta.url);
const entry = new URL("./parse-worker.ts", import.meta.url);
const workerAvailable = () => {
  try {
    return boot.protocol === "file:" && existsSync(fileURLToPath(boot)) && existsSync(fileURLToPath(entry));
  } catch {
    return false;
  }
};

/** An ImportFileError that also carries the CSV/XLSX headers read before it (to map the file anew). */
export type IsolatedFileError = ImportFileError & { headers?: string[]; mapping?: unknown };

interface Answer {
  id?: number;
  ready?: boolean;
  ok?: ParsedFileResult;
  fileError?: { messageKey: ImportFileError["messageKey"]; params: Record<string, string | number>; line?: number };
  headers?: string[];
  mapping?: unknown;
  crash?: string;
}

/**
 * One worker at a time, kept between files (its modules, exceljs among them, load once) and started again after it
 * was stopped (a time limit) or died (its heap limit). Files are parsed one after another: the jobs consumer runs
 * one job at a time anyway, and one parse at a time bounds the memory.
 */
let current: { worker: Worker; heapMb: number } | undefined;
let queue: Promise<unknown> = Promise.resolve();
let nextId = 1;

function workerFor(heapMb: number): Worker {
  if (current && current.heapMb === heapMb) return current.worker;
  if (current) void current.worker.terminate();
  const worker = new Worker(boot, {
    workerData: { entry: entry.href },
    resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 32 },
  });
  // an idle worker does not keep the process alive
  worker.unref();
  const mine = { worker, heapMb };
  current = mine;
  worker.on("exit", () => {
    if (current === mine) current = undefined;
  });
  worker.on("error", () => {
    if (current === mine) current = undefined;
  });
  return worker;
}

export function parseIsolated(
  format: ImportFormat,
  bytes: Uint8Array,
  opts: ParseFileOptions,
  limits: { timeoutMs?: number; heapMb?: number } = {},
): Promise<ParsedFileResult> {
  const run = queue.then(() => parseOnce(format, bytes, opts, limits));
  queue = run.catch(() => undefined);
  return run;
}

async function parseOnce(
  format: ImportFormat,
  bytes: Uint8Array,
  opts: ParseFileOptions,
  limits: { timeoutMs?: number; heapMb?: number },
): Promise<ParsedFileResult> {
  // the zip directory is read here, before a worker is even asked: a bomb is refused at once, nothing inflated
  if (format === "xlsx") checkZipSizes(bytes);
  if (!workerAvailable()) return (await import("./parse-file")).parseFile(format, bytes, opts);
  const worker = workerFor(limits.heapMb ?? IMPORT_WORKER_HEAP_MB);
  const id = nextId++;
  worker.ref();
  return new Promise<ParsedFileResult>((resolve, reject) => {
    let settled = false;
    const finish = (fn: () => void, stop = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off("message", onMessage);
      worker.off("error", onError);
      worker.off("exit", onExit);
      worker.unref();
      if (stop) {
        if (current?.worker === worker) current = undefined;
        void worker.terminate();
      }
      fn();
    };
    const timer = setTimeout(
      () => finish(() => reject(new ImportFileError("imports.tooSlow")), true),
      limits.timeoutMs ?? IMPORT_PARSE_TIMEOUT_MS,
    );
    const onMessage = (msg: Answer) => {
      if (msg.id !== id) return;
      finish(() => {
        if (msg.ok) resolve(msg.ok);
        else if (msg.fileError) {
          const err: IsolatedFileError = new ImportFileError(
            msg.fileError.messageKey,
            msg.fileError.params,
            msg.fileError.line,
          );
          if (msg.headers) Object.assign(err, { headers: msg.headers, mapping: msg.mapping });
          reject(err);
        } else reject(new Error(`import parse worker: ${msg.crash}`));
      });
    };
    const onError = (err: Error & { code?: string }) =>
      finish(() =>
        reject(
          err.code === "ERR_WORKER_OUT_OF_MEMORY"
            ? format === "xlsx"
              ? new ImportFileError("imports.xlsx.unpackedTooLarge", { mb: XLSX_MAX_UNPACKED_BYTES / 1024 / 1024 })
              : new ImportFileError("imports.unreadable")
            : err,
        ),
      );
    const onExit = (code: number) => finish(() => reject(new Error(`import parse worker exited with ${code}`)));
    worker.on("message", onMessage);
    worker.on("error", onError);
    worker.on("exit", onExit);
    worker.postMessage({ id, format, bytes, opts });
  });
}
