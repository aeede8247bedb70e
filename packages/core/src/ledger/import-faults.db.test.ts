/**
 * Scale review 1.4.1 / issue 17: an import never drops a row it could not write. DynamoDB's refusals (throttling,
 * conflicting transactions) are injected where the process sends its commands (api/test/dynamo-faults.ts); only a
 * failed uniqueness condition may count a row as "already in the ledger". One import of a customer writes at a time.
 */
import { ulid } from "ulid";
import { afterEach, describe, expect, it } from "vitest";
import { injectFaults, type Fault } from "../../../api/test/dynamo-faults";
import { Clock } from "../clock";
import { invoiceCsv, ocrFile } from "./import/fixtures/generate";
import { importPace } from "./import-workers";
import { commitImport, getImport, startImport, type LedgerImport } from "./imports";
import { counters } from "./ledger-counters";
import { ledgerSummary, openItems } from "./lists";

const actor = { userId: "u-import" };
const bytes = (text: string) => new TextEncoder().encode(text);

async function settled(customerId: string, importId: string, state: string): Promise<LedgerImport> {
  for (let i = 0; i < 600; i++) {
    const item = await getImport(customerId, importId);
    if (item.status !== state) return item;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`import ${importId} still ${state}`);
}

async function parsedImport(customerId: string, fileName: string, text: string): Promise<string> {
  const started = await startImport(customerId, actor, { fileName, bytes: bytes(text) });
  expect((await settled(customerId, started.importId, "parsing")).status).toBe("parsed");
  return started.importId;
}

/** The import a voucher-writing transaction writes for (its puts carry `importId`), else undefined. */
function importOf(input: Record<string, unknown>): string | undefined {
  const items = (input.TransactItems as { Put?: { Item?: Record<string, unknown> } }[] | undefined) ?? [];
  const put = items.find((i) => String(i.Put?.Item?.sk ?? "").startsWith("$voucher_1#"));
  return put?.Put?.Item?.importId as string | undefined;
}

const FAULTS: Fault[] = [
  { cancel: "ThrottlingError" },
  { cancel: "TransactionConflict" },
  { error: "ProvisionedThroughputExceededException" },
  { error: "ThrottlingException" },
  { error: "TransactionConflictException" },
];

describe("imports under throttling and conflicts", () => {
  afterEach(() => Clock.setOffset(0));

  it("writes every row exactly once when DynamoDB throttles and conflicts, and counts only rows that were there as skipped", async () => {
    Clock.setNow(new Date("2026-05-01T10:00:00Z"));
    const customerId = ulid();
    const csv = invoiceCsv(150, { today: "2026-05-01", customers: 30 });
    const lines = csv.split("\r\n");
    // the first 70 rows are in the ledger already: the 100-voucher transaction of rows 1–100 fails its condition,
    // and rows 71–100 are written one by one
    const first = await parsedImport(customerId, "del-1.csv", `${lines.slice(0, 71).join("\r\n")}\r\n`);
    await commitImport(customerId, first, {});
    expect(await settled(customerId, first, "importing")).toMatchObject({ status: "done", result: { created: 70 } });

    const importId = await parsedImport(customerId, "alle.csv", csv);
    // every other voucher write of this import is refused, by each kind of refusal in turn
    const seen = new Map<string, number>();
    let writes = 0;
    const faults = injectFaults((command, input) => {
      if (!command.startsWith("TransactWrite") || importOf(input) !== importId) return undefined;
      if (writes++ % 2 === 1) return undefined;
      const fault = FAULTS[(writes >> 1) % FAULTS.length]!;
      const name = "cancel" in fault ? fault.cancel : fault.error;
      seen.set(name, (seen.get(name) ?? 0) + 1);
      return fault;
    });
    try {
      await commitImport(customerId, importId, {});
      const done = await settled(customerId, importId, "importing");
      expect(done).toMatchObject({ status: "done", processed: 150, result: { created: 80, skipped: 70 } });
    } finally {
      faults.restore();
    }
    expect([...seen.keys()].sort()).toEqual(FAULTS.map((f) => ("cancel" in f ? f.cancel : f.error)).sort());
    // every invoice is in the ledger once, and counted once
    const open = await openItems(customerId, { page: 1, rowsPerPage: 5, desc: false });
    expect(open.total).toBe(150);
    expect((await counters(customerId, "open#")).count).toBe(150);
    expect(await ledgerSummary(customerId)).toMatchObject({ openItems: 150 });
  }, 120_000);

  it("pays OCR payments through refused writes, each once", async () => {
    Clock.setNow(new Date("2026-05-01T10:00:00Z"));
    const customerId = ulid();
    const csv = invoiceCsv(6, { today: "2026-05-01", customers: 3 });
    const invoices = await parsedImport(customerId, "faktura.csv", csv);
    await commitImport(customerId, invoices, {});
    await settled(customerId, invoices, "importing");
    const open = (await openItems(customerId, { page: 1, rowsPerPage: 10, desc: false })).data;
    const ocr = ocrFile(open.slice(0, 4).map((v) => ({ kid: v.kid!, amountOre: v.amountOre, date: "2026-04-30" })));
    const importId = await parsedImport(customerId, "ocr.txt", ocr);
    let writes = 0;
    const faults = injectFaults((command, input) =>
      command.startsWith("TransactWrite") && importOf(input) === importId && writes++ % 2 === 0
        ? FAULTS[(writes >> 1) % 2]
        : undefined,
    );
    try {
      await commitImport(customerId, importId, {});
      expect(await settled(customerId, importId, "importing")).toMatchObject({
        status: "done",
        result: { created: 4, matched: 4, skipped: 0 },
      });
    } finally {
      faults.restore();
    }
    expect(await ledgerSummary(customerId)).toMatchObject({ openItems: 2, unmatchedPayments: 0 });
  }, 120_000);

  it("runs one import of a customer at a time, paced to the partition", async () => {
    Clock.setNow(new Date("2026-05-01T10:00:00Z"));
    const customerId = ulid();
    const a = await parsedImport(customerId, "a.csv", invoiceCsv(300, { today: "2026-05-01", customers: 20 }));
    const b = await parsedImport(
      customerId,
      "b.csv",
      invoiceCsv(300, { today: "2026-05-01", customers: 20, firstInvoiceNumber: 500_001, seed: 7 }),
    );
    const order: { importId: string; at: number }[] = [];
    const watch = injectFaults((command, input) => {
      const importId = command.startsWith("TransactWrite") ? importOf(input) : undefined;
      if (importId) order.push({ importId, at: Date.now() });
      return undefined;
    });
    const pace = importPace.vouchersPerSecond;
    importPace.vouchersPerSecond = 200;
    try {
      await Promise.all([commitImport(customerId, a, {}), commitImport(customerId, b, {})]);
      expect(await settled(customerId, a, "importing")).toMatchObject({ status: "done", result: { created: 300 } });
      expect(await settled(customerId, b, "importing")).toMatchObject({ status: "done", result: { created: 300 } });
    } finally {
      watch.restore();
      importPace.vouchersPerSecond = pace;
    }
    // all of one import's writes, then all of the other's
    const runs = order.map((o) => o.importId).filter((id, i, all) => i === 0 || all[i - 1] !== id);
    expect(runs).toHaveLength(2);
    // three transactions of 100 each at 200 a second: the third starts a second after the first, not sooner
    for (const id of [a, b]) {
      const times = order.filter((o) => o.importId === id).map((o) => o.at);
      expect(times).toHaveLength(3);
      expect(times[2]! - times[0]!).toBeGreaterThanOrEqual(950);
    }
  }, 120_000);
});
