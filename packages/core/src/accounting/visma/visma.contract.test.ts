import { readFileSync } from "node:fs";
import Ajv2020 from "ajv/dist/2020";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { seedBooks } from "../../../../../scripts/local/fakes/visma-data";
import {
  accountsWire,
  bankAccountsWire,
  companySettingsWire,
  costCentersWire,
  customerWire,
  invoiceWire,
  voucherWire,
} from "../../../../../scripts/local/fakes/visma-wire";
import type { Connection } from "../provider";
import { overFake, type Sent } from "./visma.fixture";

/**
 * The adapter and the local Visma eAccounting against Visma's published OpenAPI 3.1 document (vendor-docs/visma;
 * JSON Schema 2020-12, so ajv's 2020 build): every API request the adapter makes names a path and method the
 * document declares, with its required parameters, only the declared query parameters (and the OData paging and
 * filter options of the developer portal's "query customization": `$page`, `$pagesize`, `$filter`), and a body its
 * request schema allows; every answer of the fake validates against the document's schema for that status. Either
 * side leaving the document fails here. The identity server (/connect) is not in the document (it has no
 * securitySchemes): its calls are checked to be the OAuth ones.
 */
type Param = { name: string; in: string; required?: boolean };
type Op = {
  parameters?: Param[];
  requestBody?: { content?: Record<string, unknown> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
};
const doc = parse(
  readFileSync(
    new URL("../../../../../vendor-docs/visma/visma-eaccounting-api-v2-openapi.yaml", import.meta.url),
    "utf8",
  ),
) as { paths: Record<string, Record<string, Op>> };

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false, validateSchema: false });
ajv.addSchema(doc as object, "visma");
const pointer = (...parts: string[]) =>
  `visma#/${parts.map((p) => encodeURIComponent(p.replace(/~/g, "~0").replace(/\//g, "~1"))).join("/")}`;
const errorsAt = (ref: string, value: unknown) => {
  const validate = ajv.getSchema(ref);
  if (!validate) throw new Error(`no schema at ${ref}`);
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
};
const schemaErrors = (name: string, value: unknown) => errorsAt(pointer("components", "schemas", name), value);

const ODATA = ["$page", "$pagesize", "$filter"];

/** The document's operation a request matches (path under /v2), with its template and path parameters. */
function operation(method: string, url: URL) {
  const rel = url.pathname.replace(/^.*\/v2(?=\/)/, "");
  for (const [template, item] of Object.entries(doc.paths)) {
    const names = [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
    const m = new RegExp(`^${template.replace(/\{[^}]+\}/g, "([^/]+)")}$`).exec(rel);
    const op = item[method.toLowerCase()];
    if (!m || !op) continue;
    return { template, op, path: Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1]!)])) };
  }
  return null;
}

/** Checks a recorded request and the fake's answer against the document; answers how many answers validated. */
function check(r: Sent): number {
  const where = `${r.method} ${r.url.pathname}`;
  if (r.url.pathname.includes("/connect/")) {
    expect(
      ["/connect/token", "/connect/revocation"].some((p) => r.url.pathname.endsWith(p)),
      where,
    ).toBe(true);
    expect(r.method).toBe("POST");
    return 0;
  }
  const found = operation(r.method, r.url);
  expect(found, `${where} is no operation of the document`).not.toBeNull();
  const { template, op, path } = found!;
  const params = op.parameters ?? [];
  const sent = [...r.url.searchParams.keys()];
  const declared = params.filter((p) => p.in === "query").map((p) => p.name);
  for (const k of sent) expect([...declared, ...ODATA], `${template} ?${k}`).toContain(k);
  for (const p of params.filter((p) => p.required)) {
    if (p.in === "query") expect(sent, `${template} needs ?${p.name}`).toContain(p.name);
    if (p.in === "path") expect(path[p.name], `${template} needs {${p.name}}`).toBeTruthy();
  }
  const mt = "application/json";
  if (r.body !== undefined) {
    expect(op.requestBody?.content?.[mt], `${template} takes no JSON body`).toBeDefined();
    const ref = pointer("paths", template, r.method.toLowerCase(), "requestBody", "content", mt, "schema");
    expect(errorsAt(ref, JSON.parse(r.body)), `${where} body`).toEqual([]);
  }
  const status = String(r.status);
  if (op.responses?.[status]?.content?.[mt] && r.answer !== undefined) {
    const ref = pointer("paths", template, r.method.toLowerCase(), "responses", status, "content", mt, "schema");
    expect(errorsAt(ref, r.answer), `${where} → ${status}`).toEqual([]);
    return 1;
  }
  // an answer the document gives no schema for is one of the statuses it describes without a body, or a fault
  expect(["401", "404", "429", "500"], `${where} → ${status} undocumented`).toContain(status);
  return 0;
}

describe("the Visma eAccounting adapter and its local fake, against the published document (issue 22)", () => {
  it("the fake's books on the wire are what the document's schemas allow", () => {
    const books = seedBooks();
    for (const c of books.customers) expect(schemaErrors("CustomerApi", customerWire(c)), c.name).toEqual([]);
    for (const i of books.invoices) {
      const c = books.customers.find((x) => x.id === i.customerId)!;
      expect(schemaErrors("CustomerInvoiceApi", invoiceWire(i, c)), String(i.number)).toEqual([]);
    }
    expect(schemaErrors("CompanySettingsApi", companySettingsWire())).toEqual([]);
    for (const a of accountsWire()) expect(schemaErrors("AccountApi", a)).toEqual([]);
    for (const cc of costCentersWire()) expect(schemaErrors("CostCenterApi", cc)).toEqual([]);
    for (const b of bankAccountsWire()) expect(schemaErrors("BankAccountApi", b)).toEqual([]);
    const v = {
      id: "9b2f0c7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f",
      date: "2026-01-06",
      text: "x",
      created: "2026-01-06T10:00:00Z",
      rows: [{ AccountNumber: 7830, DebitAmount: 10 }],
    };
    expect(schemaErrors("VoucherApi", voucherWire(v))).toEqual([]);
    // a fake that left the document fails: a field it does not have, a wrong type
    const [first] = books.invoices;
    const c0 = books.customers.find((x) => x.id === first!.customerId)!;
    expect(schemaErrors("CustomerInvoiceApi", { ...invoiceWire(first!, c0), Kid: "1" })).not.toEqual([]);
    expect(schemaErrors("CustomerApi", { ...customerWire(c0), IsPrivatePerson: "yes" })).not.toEqual([]);
  });

  it("asks only for declared operations with their parameters, and every answer validates", async () => {
    const { provider, requests, connect, fake } = overFake();
    const c: Connection = await connect();
    for (let cursor: string | null = null, n = 0; n < 20; n++) {
      const page = await provider.syncPage(c, cursor);
      if (!page.next) {
        await provider.syncPage(c, page.resumeFrom!); // a next sync, with modifiedSinceUtc from the last
        break;
      }
      cursor = page.next;
    }
    await provider.accountNumbers(c);
    await provider.orgUnits(c);
    const inv = fake.books.invoices.find((i) => !i.credit && i.paid === 0 && i.credited === 0)!;
    await provider.writeBack(c, {
      kind: "payment",
      key: "k1",
      invoiceNumber: String(inv.number),
      amountOre: 10_000,
      date: "2026-01-05",
    });
    const off = {
      kind: "writeOff" as const,
      reason: "irrecoverable" as const,
      key: "k2",
      invoiceNumber: String(inv.number),
      amountOre: 20_000,
      date: "2026-01-06",
    };
    await provider.writeBack(c, off);
    await provider.writeBack(c, off);
    await provider.writeBack(c, {
      kind: "creditNote",
      key: "k3",
      invoiceNumber: String(inv.number),
      amountOre: 5_000,
      date: "2026-01-06",
      text: "Avslag",
    });
    await provider
      .writeBack(c, {
        kind: "payment",
        key: "k4",
        invoiceNumber: String(inv.number),
        amountOre: 99_999_999,
        date: "2026-01-05",
      })
      .catch(() => undefined);
    const renewed = await provider.refresh(c.tokens);
    await provider.revoke(renewed);

    const paths = new Set(
      requests.map(
        (r) =>
          `${r.method} ${operation(r.method, r.url)?.template ?? r.url.pathname.replace(/^.*\/connect/, "/connect")}`,
      ),
    );
    expect([...paths].sort()).toEqual(
      [
        "POST /connect/token",
        "POST /connect/revocation",
        "GET /companysettings",
        "GET /customerinvoices",
        "GET /customers/{customerId}",
        "GET /accounts",
        "GET /costcenters",
        "GET /bankaccounts",
        "POST /customerinvoices/{invoiceId}/payments",
        "GET /vouchers",
        "POST /voucherwithoverunderpayment",
      ].sort(),
    );
    let validated = 0;
    for (const r of requests) validated += check(r);
    // the answers were checked, not skipped: every page, customer and write-back, and the 400 of the last payment
    expect(validated).toBeGreaterThan(30);
    expect(requests.some((r) => r.status === 400)).toBe(true);
    expect(requests.some((r) => r.url.searchParams.get("modifiedSinceUtc") !== null)).toBe(true);
    expect(requests.some((r) => r.url.searchParams.get("$filter")?.startsWith("InvoiceNumber eq "))).toBe(true);
  });
});
