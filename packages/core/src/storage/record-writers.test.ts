import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/** Every source file of core (tests left out), by its path under src/. */
const src = fileURLToPath(new URL("..", import.meta.url));
function sources(dir = src): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path.relative(src, file)] : [];
  });
}
const read = (file: string) => readFileSync(path.join(src, file), "utf8");

describe("records are written one way (storage/record-writer.ts)", () => {
  it("puts objects only in the two storage modules: the documents bucket's and the records writer", () => {
    const putting = sources().filter((f) => /new (PutObjectCommand|CopyObjectCommand)\(/.test(read(f)));
    expect(putting.sort()).toEqual(["storage/documents.ts", "storage/record-writer.ts"]);
  });

  it("writes letters, print batches, imported files and our invoices as records, never to the documents bucket", () => {
    // the key of each record kind, and the module that writes it
    const writers: [string, RegExp][] = [
      ["letters/render-letter.ts", /putRecord\(pdfKey,/],
      ["letters/print-queue-batch.ts", /putRecord\(pdfKey,/],
      ["ledger/imports.ts", /putRecord\(fileKey\(/],
      ["billing/invoices/invoice-files.ts", /putRecord\(invoicePdfKey\(/],
      ["billing/invoices/invoice-files.ts", /putRecord\(invoiceEhfKey\(/],
    ];
    for (const [file, call] of writers) expect(read(file), file).toMatch(call);
    const direct = sources().filter((f) => /putObject\((pdfKey|fileKey|letterPdfKey|printBatchKey|invoicePdfKey|invoiceEhfKey)/.test(read(f)));
    expect(direct).toEqual([]);
  });
});
