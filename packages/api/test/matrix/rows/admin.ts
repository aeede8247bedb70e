/** Rows of account-number updates, the activity log and late-payment interest rates. */
import { expect } from "vitest";
import { call } from "../../support";
import { waitForMail } from "../../mail";
import { accountNumber, type Cast } from "../actors";
import { secretsOf, type Row } from "../row";
import type { World } from "../worlds";

async function requestAccountNumberUpdate(c: Cast, w: World) {
  const since = Date.now() - 1000;
  const res = await call("POST", "/account-number-updates", {
    token: c.actors.owner.token,
    body: { customerId: w.customerId, accountNumber: accountNumber() },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  const mail = await waitForMail(w.email, {
    since,
    where: (m) => /account-number-update\?hash=/.test(m.body.text ?? ""),
  });
  return /account-number-update\?hash=([A-Za-z0-9_-]+)/.exec(mail.body.text ?? "")![1]!;
}

/** A half-year of its own per cell (cells run at once and rates are global): 2100 H1, 2100 H2, 2101 H1, ... */
let halfYears = 0;
function nextHalfYear(): string {
  const n = halfYears++;
  return `${2100 + Math.floor(n / 2)}-${n % 2 ? "07" : "01"}-01`;
}
/** A stored rate of a fresh half-year (made by the admin actor), for the cells that change or delete one. */
async function interestRateOf(c: Cast): Promise<string> {
  const from = nextHalfYear();
  const res = await call("POST", "/interests", { token: c.actors.admin.token, body: { from, ratePercent: "10" } });
  expect(res.status, `creating an interest rate: ${JSON.stringify(res.body)}`).toBe(201);
  return from;
}

export const ADMIN_ROWS: Row[] = [
  // --- Account number updates
  {
    method: "POST",
    path: "/account-number-updates",
    req: async ({ world }) => {
      const w = await world();
      return {
        method: "POST",
        path: "/account-number-updates",
        body: { customerId: w.customerId, accountNumber: accountNumber() },
        secrets: secretsOf(w),
      };
    },
  },
  {
    method: "PUT",
    path: "/account-number-updates/{hash}",
    // the link is found in the customer's mail: one pending change per cell
    own: true,
    core: {
      role: "customer:editAccount",
      why: "the link's customer: core applyAccountNumberUpdate checks editAccount on it once the link is found",
    },
    req: async ({ c, world }) => ({
      method: "PUT",
      path: `/account-number-updates/${await requestAccountNumberUpdate(c, await world())}`,
      secrets: [],
    }),
  },

  // --- Activity log
  {
    method: "GET",
    path: "/activity-logs",
    req: async () => ({ method: "GET", path: "/activity-logs", secrets: [] }),
  },

  // --- Late-payment interest rates (issue 4)
  {
    method: "GET",
    path: "/interests",
    req: async () => ({ method: "GET", path: "/interests", secrets: [] }),
  },
  {
    method: "GET",
    path: "/interests/{from}",
    req: async () => ({ method: "GET", path: "/interests/2026-07-01", secrets: [] }),
  },
  {
    method: "POST",
    path: "/interests",
    req: async () => ({ method: "POST", path: "/interests", body: { from: nextHalfYear(), ratePercent: "10,5" }, secrets: [] }),
  },
  {
    method: "PUT",
    path: "/interests/{from}",
    req: async ({ c }) => ({
      method: "PUT",
      path: `/interests/${await interestRateOf(c)}`,
      body: { ratePercent: "11", compensation: "430" },
      secrets: [],
    }),
  },
  {
    method: "DELETE",
    path: "/interests/{from}",
    req: async ({ c }) => ({ method: "DELETE", path: `/interests/${await interestRateOf(c)}`, secrets: [] }),
  },
  {
    method: "GET",
    path: "/interests/calculate",
    req: async () => ({
      method: "GET",
      path: "/interests/calculate?principal=10000&dueDate=2026-05-15&paidDate=2026-08-14",
      secrets: [],
    }),
  },
  // --- The print queue of letters to post (issue 10, routes/print-queue.ts)
  {
    method: "GET",
    path: "/case-documents/sent-by-partner",
    req: async () => ({ method: "GET", path: "/case-documents/sent-by-partner", secrets: [] }),
  },
  {
    method: "GET",
    path: "/case-documents/print-batches/{batchId}",
    req: async () => ({ method: "GET", path: `/case-documents/print-batches/${await printBatch()}`, secrets: [] }),
  },
  {
    method: "PUT",
    path: "/case-documents/status",
    req: async () => ({
      method: "PUT",
      path: "/case-documents/status",
      body: { batchId: await printBatch(), status: "printed" },
      secrets: [],
    }),
  },
];

let batch: Promise<string> | undefined;
/** One print batch with one letter, made once for the matrix (the print queue's routes need one to answer 200). */
function printBatch(): Promise<string> {
  return (batch ??= (async () => {
    const { letterModelKey } = await import("@innfri/core/letters/letter-queue");
    const { sampleLetter } = await import("@innfri/core/letters/pdf/sample-letter");
    const { queueForPrint } = await import("@innfri/core/letters/print-queue");
    await import("@innfri/core/cases/letter-hooks"); // the batch reports redated letters to their cases
    const { makePrintBatch } = await import("@innfri/core/letters/print-queue-batch");
    const { putObject } = await import("@innfri/core/storage/documents");
    const model = sampleLetter();
    await putObject(letterModelKey("matrix", "case", "letter"), new TextEncoder().encode(JSON.stringify(model)), "application/json");
    await queueForPrint({ customerId: "matrix", caseId: "case", letterId: "letter", caseNumber: "1", debtorName: "Matrise" });
    await makePrintBatch("2026-01-02");
    return "2026-01-02";
  })());
}
