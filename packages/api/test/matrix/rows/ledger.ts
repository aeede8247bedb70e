/**
 * Rows of the ledger (issue 4): routes on the customer loaded in the session (`x-customer: session`), so the runner
 * sends each cell in a fresh session of its actor with the world's customer loaded; the items are made by the
 * world's owner in its ledger (worlds.ts `ledgerOf`), one of its own per cell.
 */
import type { Role } from "@innfri/core/resource/roles";
import { call } from "../../support";
import { secretsOf, type Row } from "../row";
import { ledgerOf, type Ledger, type World } from "../worlds";

type Prepared = { path: string; body?: unknown; secrets?: string[] };

/** TODO(issue 9): the roles the ledger's routes will declare (row.ts `undeclared`); gone once wt-payments is merged. */
const READ = { role: "customer:read", customer: "session" } as const;
const CHANGE = { role: "customer:change", customer: "session" } as const;

const row = (
  method: string,
  path: string,
  undeclared: { role: Role; customer: "session" | "path:id" },
  prepare: (l: Ledger, w: World) => Promise<Prepared>,
): Row => ({
  method,
  path,
  undeclared,
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
  row("GET", r, READ, async () => ({ path: r })),
  row("POST", r, CHANGE, async (l) => {
    const v = await l.voucher(r); // a second one of the same debtor, with a number of its own
    return { path: r, body: { ...bodyLike(v), number: v.number ? `${v.number}-2` : undefined } };
  }),
  row("POST", `${r}/batch`, CHANGE, async (l) => {
    const v = await l.voucher(r);
    return { path: `${r}/batch`, body: { items: [{ ...bodyLike(v), number: v.number ? `${v.number}-b` : undefined }] } };
  }),
  row("PUT", `${r}/batch`, CHANGE, async (l) => {
    const v = await l.voucher(r);
    return { path: `${r}/batch`, body: { items: [{ id: v.id, description: "Endret" }] }, secrets: [v.debtorName] };
  }),
  row("GET", `${r}/{id}`, READ, async (l) => {
    const v = await l.voucher(r);
    return { path: `${r}/${v.id}`, secrets: [v.debtorName] };
  }),
  row("PUT", `${r}/{id}`, CHANGE, async (l) => {
    const v = await l.voucher(r);
    return { path: `${r}/${v.id}`, body: { description: "Endret" }, secrets: [v.debtorName] };
  }),
  row("DELETE", `${r}/{id}`, CHANGE, async (l) => {
    const v = await l.voucher(r);
    return { path: `${r}/${v.id}`, secrets: [v.debtorName] };
  }),
  row("PUT", `${r}/{id}/restore`, CHANGE, async (l) => {
    const v = await l.voucher(r);
    const del = await call("DELETE", `${r}/${v.id}`, { token: l.token });
    if (del.status !== 200) throw new Error(`deleting: ${del.status} ${JSON.stringify(del.body)}`);
    return { path: `${r}/${v.id}/restore`, secrets: [v.debtorName] };
  }),
]);

const applyRows = (["/payments", "/credit-notes", "/corrections"] as const).map((r) =>
  row("POST", `${r}/{id}/apply`, CHANGE, async (l) => {
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
  row("GET", "/debtors", READ, async () => ({ path: "/debtors" })),
  row("POST", "/debtors", CHANGE, async () => ({ path: "/debtors", body: debtorBody() })),
  row("GET", "/debtors/{id}", READ, async (l) => {
    const d = await l.debtor();
    return { path: `/debtors/${d.id}`, secrets: [d.name] };
  }),
  row("PUT", "/debtors/{id}", CHANGE, async (l) => {
    const d = await l.debtor();
    return {
      path: `/debtors/${d.id}`,
      body: { type: d.type, name: `${d.name} Endret`, customerNumber: d.customerNumber, orgNumber: d.orgNumber },
      secrets: [d.name],
    };
  }),
  row("DELETE", "/debtors/{id}", CHANGE, async (l) => {
    const d = await l.debtor();
    return { path: `/debtors/${d.id}`, secrets: [d.name] };
  }),
  row("GET", "/debtors/{id}/ledger", READ, async (l) => {
    const v = await l.voucher("/invoices");
    return { path: `/debtors/${v.debtorId}/ledger`, secrets: [v.debtorName, v.number] };
  }),
  row("PATCH", "/debtors/{id}/exclude", CHANGE, async (l) => {
    const d = await l.debtor();
    return { path: `/debtors/${d.id}/exclude`, body: { excluded: true }, secrets: [d.name] };
  }),
  row("POST", "/debtors/{id}/write-off", CHANGE, async (l) => {
    const v = await l.voucher("/late-fees");
    return { path: `/debtors/${v.debtorId}/write-off`, secrets: [v.debtorName] };
  }),
  ...voucherRows,
  ...applyRows,
  row("POST", "/payments/{id}/split", CHANGE, async (l) => {
    const p = await l.voucher("/payments");
    return { path: `/payments/${p.id}/split`, body: { parts: [{ amount: "60" }, { amount: "40" }] } };
  }),
  row("POST", "/vouchers/{id}/move", CHANGE, async (l) => {
    const v = await l.voucher("/late-fees");
    return { path: `/vouchers/${v.id}/move`, body: { to: "correction" }, secrets: [v.debtorName] };
  }),
  row("GET", "/customers/{id}/vouchers", { role: "customer:read", customer: "path:id" }, async (l, w) => {
    const v = await l.voucher("/invoices");
    return { path: `/customers/${w.customerId}/vouchers?number=${v.number}`, secrets: [v.debtorName] };
  }),
  row("GET", "/ledgers", READ, async () => ({ path: "/ledgers" })),
  row("GET", "/ledgers/summary", READ, async () => ({ path: "/ledgers/summary" })),
  row("GET", "/ledgers/settings", READ, async () => ({ path: "/ledgers/settings" })),
  {
    ...row("PUT", "/ledgers/settings", CHANGE, async () => ({
      path: "/ledgers/settings",
      body: { reminderFrequency: "week", dueDateAlert: "3days", ledgerNotification: "monthly" },
    })),
    own: true,
  },
  row("POST", "/ledgers/export-statistics", READ, async (l) => {
    const v = await l.voucher("/invoices");
    return { path: "/ledgers/export-statistics", secrets: [v.debtorName] };
  }),
  row("GET", "/integration-settings", READ, async () => ({ path: "/integration-settings" })),
  {
    // an account setting: editAccount (docs/ledger.md); admin and superadmin act on the customer's behalf
    ...row("POST", "/integration-settings", { role: "customer:editAccount", customer: "session" }, async () => ({
      path: "/integration-settings",
      body: { integration: "file" },
    })),
    own: true,
  },
  row("POST", "/correction-exports", READ, async (l) => {
    const v = await l.voucher("/corrections");
    return { path: "/correction-exports", body: { from: "2026-01-01", to: "2026-12-31" }, secrets: [v.debtorName] };
  }),
  // interest notes: an invoice of NOK 100 due 2026-05-15 bears interest up to 2026-09-01
  row("GET", "/interest-calculations/proposals", READ, async (l) => {
    const v = await l.voucher("/invoices");
    return { path: "/interest-calculations/proposals?untilDate=2026-09-01", secrets: [v.debtorName] };
  }),
  row("GET", "/interest-calculations/dates-range", READ, async () => ({ path: "/interest-calculations/dates-range" })),
  row("POST", "/interest-calculations/notes", CHANGE, async (l) => {
    const v = await l.voucher("/invoices");
    return {
      path: "/interest-calculations/notes",
      body: { debtorId: v.debtorId, untilDate: "2026-09-01" },
      secrets: [v.debtorName],
    };
  }),
  row("GET", "/debtors/{id}/interest-calculations", READ, async (l) => {
    const v = await l.voucher("/invoices");
    return { path: `/debtors/${v.debtorId}/interest-calculations?untilDate=2026-09-01`, secrets: [v.debtorName] };
  }),
];
