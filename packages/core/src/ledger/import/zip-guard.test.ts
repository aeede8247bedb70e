import { describe, expect, it } from "vitest";
import { entry, xlsxBomb, xlsxOf, zip } from "./fixtures/bomb";
import { parseIsolated } from "./isolated";
import { parseDelimited } from "./delimited";
import { ImportFileError } from "./types";
import { readXlsx } from "./xlsx";
import { checkZipSizes, TABLE_MAX_ROWS, XLSX_MAX_ENTRY_BYTES, XLSX_MAX_UNPACKED_BYTES, zipEntries } from "./zip-guard";

async function fileError(p: Promise<unknown> | (() => unknown)): Promise<ImportFileError> {
  try {
    await (typeof p === "function" ? p() : p);
  } catch (e) {
    if (e instanceof ImportFileError) return e;
    throw e;
  }
  throw new Error("expected an ImportFileError");
}

describe("XLSX decompression bombs (security review F6)", () => {
  it("reads the sizes from the zip's central directory", () => {
    const file = xlsxOf([
      ["Kundenr", "Beløp"],
      ["1", "10"],
    ]);
    const entries = zipEntries(file)!;
    expect(entries.map((e) => e.name)).toContain("xl/worksheets/sheet1.xml");
    expect(entries.every((e) => e.uncompressedSize > 0)).toBe(true);
    expect(zipEntries(new TextEncoder().encode("Kundenr;Beløp\n1;10\n"))).toBeUndefined();
  });

  it("refuses before inflating: a directory that declares too much is refused even when its data is not deflate", async () => {
    // 4 GB declared, and bytes that are no deflate stream: inflating them would fail as "unreadable" instead
    const lying = zip([
      { name: "xl/worksheets/sheet1.xml", data: new Uint8Array(64).fill(0xff), size: 0xfffffffe, crc: 0 },
    ]);
    const err = await fileError(readXlsx(lying));
    expect(err.messageKey).toBe("imports.xlsx.unpackedTooLarge");
    expect(err.params).toEqual({ mb: XLSX_MAX_ENTRY_BYTES / 1024 / 1024 });
    // many entries that are each under the entry limit, but too much together
    const parts = Array.from({ length: 3 }, (_, i) => ({
      name: `xl/media/p${i}.bin`,
      data: new Uint8Array(8),
      size: XLSX_MAX_UNPACKED_BYTES / 2,
      crc: 0,
    }));
    expect((await fileError(() => checkZipSizes(zip(parts)))).params).toEqual({ mb: 64 });
  });

  it("refuses a real bomb (one cell of 300 MB in a file of a few hundred KB) at once, with little memory", async () => {
    const bomb = await xlsxBomb(300);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    globalThis.gc?.();
    const before = process.memoryUsage();
    const started = performance.now();
    const err = await fileError(readXlsx(bomb));
    const ms = performance.now() - started;
    const after = process.memoryUsage();
    expect(err.messageKey).toBe("imports.xlsx.unpackedTooLarge");
    expect(ms).toBeLessThan(500);
    // exceljs on this file took 1.7 GB and 10 s (the review); refused from its directory, nothing grows
    expect(after.heapUsed - before.heapUsed).toBeLessThan(20 * 1024 * 1024);
    expect(after.arrayBuffers - before.arrayBuffers).toBeLessThan(20 * 1024 * 1024);
  }, 30_000);

  it("refuses the bomb through parseIsolated too (before a worker is asked), and reads a good workbook in the worker", async () => {
    const err = await fileError(parseIsolated("xlsx", await xlsxBomb(100), { today: "2026-05-01" }));
    expect(err.messageKey).toBe("imports.xlsx.unpackedTooLarge");
    const ok = await parseIsolated(
      "xlsx",
      xlsxOf([
        ["Kundenr", "Fakturanr", "Fakturadato", "Beløp"],
        ["10", "5001", "01.04.2026", "100,50"],
      ]),
      { today: "2026-05-01" },
    );
    expect(ok.headers).toEqual(["Kundenr", "Fakturanr", "Fakturadato", "Beløp"]);
    expect(ok.parsed.rows).toEqual([
      expect.objectContaining({ number: "5001", voucherDate: "2026-04-01", amountOre: 10_050 }),
    ]);
  }, 60_000);

  it("stops a parse that takes too long, and one that needs more memory than the worker has", async () => {
    const big = xlsxOf([["Kundenr", "Beløp"], ...Array.from({ length: 3000 }, (_, i) => [String(i), "1"])]);
    expect((await fileError(parseIsolated("xlsx", big, { today: "2026-05-01" }, { timeoutMs: 5 }))).messageKey).toBe(
      "imports.tooSlow",
    );
    const small = await fileError(parseIsolated("xlsx", await xlsxBomb(40), { today: "2026-05-01" }, { heapMb: 16 }));
    expect(small.messageKey).toBe("imports.xlsx.unpackedTooLarge");
  }, 60_000);

  it("caps the rows and the length of a cell of a table", async () => {
    const rows = `Kundenr\n${"1\n".repeat(TABLE_MAX_ROWS + 1)}`;
    expect((await fileError(() => parseDelimited(rows))).messageKey).toBe("imports.tooManyRows");
    expect(parseDelimited(`Kundenr\n${"1\n".repeat(10)}`).rows).toHaveLength(10);
    const long = await fileError(() => parseDelimited(`Kundenr;Navn\n1;kort\n2;${"x".repeat(1001)}\n`));
    expect([long.messageKey, long.line]).toEqual(["imports.cellTooLong", 3]);
    const xlsxLong = await fileError(readXlsx(xlsxOf([["Kundenr"], ["x".repeat(1001)]])));
    expect([xlsxLong.messageKey, xlsxLong.line]).toEqual(["imports.cellTooLong", 2]);
    expect(entry("a", "b").size).toBe(1);
  });
});
