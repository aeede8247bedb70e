/**
 * Rows of the ledger (issue 4): routes on the customer loaded in the session (`x-customer: session`), so the runner
 * sends each cell in a fresh session of its actor with the world's customer loaded; the items are made by the
 * world's owner in its ledger (worlds.ts `ledgerOf`), one of its own per cell.
 */
import { ulid } from "ulid";
import { call } from "../../support";
import { secretsOf, type Row } from "../row";
import { ledgerOf, type Ledger, type World } from "../worlds";

type Prepared = { path: string; body?: unknown; secrets?: string[] };

const row = (method: string, path: string, prepare: (l: Ledger, w: World) => Promise<Prepared>): Row => ({
  method,
  path,
  req: async ({ c, world }) => {
    const w = await world();
    const p = await prepare(await ledgerOf(c.actors.owner, w), w);
    return { method, path: p.path, body: p.body, secrets: [...secretsOf(w), ...(p.secrets ?? [])] };
  },
});

const debtorBody = () => ({
  type: "person",
  name: "Matrise Ny Debitor",
  customerNumber: `N-${Math.random().toString(36).slice(2, 10)}`,
});

/** A body of the resource like `v`: the same debtor, date and amount. */
function bodyLike(v: Record<string, any>) {
  return {
    debtorId: v.debtorId === "unknown" ? undefined : v.debtorId,
    voucherDate: v.voucherDate,
    dueDate: v.side === "debit" ? v.dueDate : undefined,
    amount: "100",
  };
}

const VOUCHERS = [
  "/invoices",
  "/late-fees",
  "/credit-notes",
  "/payments",
  "/corrections",
  "/interest-calculations",
  "/sentences",
] as const;

const voucherRows = VOUCHERS.flatMap((r): Row[] => [
  row("GET", r, async () => ({ path: r })),
  row("POST", r, async (l) => {
    const v = await l.voucher(r); // a second one of the same debtor, with a number of its own
    return { path: r, body: { ...bodyLike(v), number: v.number ? `${v.number}-2` : undefined } };
  }),
  row("POST", `${r}/batch`, async (l) => {
    const v = await l.voucher(r);
    return {
      path: `${r}/batch`,
      body: { items: [{ ...bodyLike(v), number: v.number ? `${v.number}-b` : undefined }] },
    };
  }),
  row("PUT", `${r}/batch`, async (l) => {
    const v = await l.voucher(r);
    return { path: `${r}/batch`, body: { items: [{ id: v.id, description: "Endret" }] }, secrets: [v.debtorName] };
  }),
  row("GET", `${r}/{id}`, async (l) => {
    const v = await l.voucher(r);
    return { path: `${r}/${v.id}`, secrets: [v.debtorName] };
  }),
  row("PUT", `${r}/{id}`, async (l) => {
    const v = await l.voucher(r);
    return { path: `${r}/${v.id}`, body: { description: "Endret" }, secrets: [v.debtorName] };
  }),
  row("DELETE", `${r}/{id}`, async (l) => {
    const v = await l.voucher(r);
    return { path: `${r}/${v.id}`, secrets: [v.debtorName] };
  }),
  row("PUT", `${r}/{id}/restore`, async (l) => {
    const v = await l.voucher(r);
    const del = await call("DELETE", `${r}/${v.id}`, { token: l.token });
    if (del.status !== 200) throw new Error(`deleting: ${del.status} ${JSON.stringify(del.body)}`);
    return { path: `${r}/${v.id}/restore`, secrets: [v.debtorName] };
  }),
]);

const applyRows = (["/payments", "/credit-notes", "/corrections"] as const).map((r) =>
  row("POST", `${r}/{id}/apply`, async (l) => {
    const credit = await l.voucher(r);
    const invoice = await l.post("/invoices", {
      debtorId: credit.debtorId === "unknown" ? (await l.debtor()).id : credit.debtorId,
      number: `A-${credit.id.slice(-8)}`,
      voucherDate: "2026-05-01",
      dueDate: "2026-05-15",
      amount: "100",
    });
    return {
      path: `${r}/${credit.id}/apply`,
      body: { allocations: [{ voucherId: invoice.id, amount: "1" }] },
      secrets: [invoice.number],
    };
  }),
);

export const LEDGER_ROWS: Row[] = [
  row("GET", "/debtors", async () => ({ path: "/debtors" })),
  row("POST", "/debtors", async () => ({ path: "/debtors", body: debtorBody() })),
  row("GET", "/debtors/{id}", async (l) => {
    const d = await l.debtor();
    return { path: `/debtors/${d.id}`, secrets: [d.name] };
  }),
  row("PUT", "/debtors/{id}", async (l) => {
    const d = await l.debtor();
    return {
      path: `/debtors/${d.id}`,
      body: { type: d.type, name: `${d.name} Endret`, customerNumber: d.customerNumber, orgNumber: d.orgNumber },
      secrets: [d.name],
    };
  }),
  row("DELETE", "/debtors/{id}", async (l) => {
    const d = await l.debtor();
    return { path: `/debtors/${d.id}`, secrets: [d.name] };
  }),
  row("GET", "/debtors/{id}/ledger", async (l) => {
    const v = await l.voucher("/invoices");
    return { path: `/debtors/${v.debtorId}/ledger`, secrets: [v.debtorName, v.number] };
  }),
  row("PATCH", "/debtors/{id}/exclude", async (l) => {
    const d = await l.debtor();
    return { path: `/debtors/${d.id}/exclude`, body: { excluded: true }, secrets: [d.name] };
  }),
  row("POST", "/debtors/{id}/write-off", async (l) => {
    const v = await l.voucher("/late-fees");
    return { path: `/debtors/${v.debtorId}/write-off`, secrets: [v.debtorName] };
  }),
  ...voucherRows,
  ...applyRows,
  row("POST", "/payments/{id}/split", async (l) => {
    const p = await l.voucher("/payments");
    return { path: `/payments/${p.id}/split`, body: { parts: [{ amount: "60" }, { amount: "40" }] } };
  }),
  row("POST", "/vouchers/{id}/move", async (l) => {
    const v = await l.voucher("/late-fees");
    return { path: `/vouchers/${v.id}/move`, body: { to: "correction" }, secrets: [v.debtorName] };
  }),
  row("GET", "/customers/{id}/vouchers", async (l, w) => {
    const v = await l.voucher("/invoices");
    return { path: `/customers/${w.customerId}/vouchers?number=${v.number}`, secrets: [v.debtorName] };
  }),
  row("GET", "/ledgers", async () => ({ path: "/ledgers" })),
  row("GET", "/ledgers/summary", async () => ({ path: "/ledgers/summary" })),
  row("POST", "/ledgers/export-statistics", async (l) => {
    const v = await l.voucher("/invoices");
    return { path: "/ledgers/export-statistics", secrets: [v.debtorName] };
  }),
  // issue 21: the company register (the fake of test/setup.ts)
  row("GET", "/company-register/{orgNumber}", async () => ({ path: "/company-register/910000012" })),
  row("GET", "/company-register", async () => ({ path: "/company-register?name=fjordlys" })),
  row("GET", "/integration-settings", async () => ({ path: "/integration-settings" })),
  {
    ...row("POST", "/integration-settings", async () => ({
      path: "/integration-settings",
      body: { integration: "file" },
    })),
    own: true,
  },
  row("POST", "/correction-exports", async (l) => {
    const v = await l.voucher("/corrections");
    return { path: "/correction-exports", body: { from: "2026-01-01", to: "2026-12-31" }, secrets: [v.debtorName] };
  }),
  // export files for systems without an API (routes/integrations/export-files.ts): as the correction export
  row("GET", "/uni-export-files", async () => ({ path: "/uni-export-files" })),
  row("POST", "/uni-export-files", async () => ({
    path: "/uni-export-files",
    body: { from: "2026-05-01", to: "2026-05-31", requestKey: ulid() },
  })),
  row("GET", "/uni-export-files/{id}/download", async (l) => {
    const v = await l.voucher("/payments");
    const file = await l.post("/uni-export-files", { from: "2026-05-01", to: "2026-05-31", requestKey: ulid() });
    return { path: `/uni-export-files/${file.id}/download`, secrets: [v.customerNumber] };
  }),
  // interest notes: an invoice of NOK 100 due 2026-05-15 bears interest up to 2026-09-01
  row("GET", "/interest-calculations/proposals", async (l) => {
    const v = await l.voucher("/invoices");
    return { path: "/interest-calculations/proposals?untilDate=2026-09-01", secrets: [v.debtorName] };
  }),
  row("GET", "/interest-calculations/dates-range", async () => ({ path: "/interest-calculations/dates-range" })),
  row("POST", "/interest-calculations/notes", async (l) => {
    const v = await l.voucher("/invoices");
    return {
      path: "/interest-calculations/notes",
      body: { debtorId: v.debtorId, untilDate: "2026-09-01" },
      secrets: [v.debtorName],
    };
  }),
  row("GET", "/debtors/{id}/interest-calculations", async (l) => {
    const v = await l.voucher("/invoices");
    return { path: `/debtors/${v.debtorId}/interest-calculations?untilDate=2026-09-01`, secrets: [v.debtorName] };
  }),
];
