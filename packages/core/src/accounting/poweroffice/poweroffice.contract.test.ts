import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import Ajv, { type ValidateFunction } from "ajv";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { customerJson, entryJson, invoiceJson } from "../../../../../scripts/local/fakes/poweroffice-wire";
import { syncAll } from "../testing/sync-all";
import { POWEROFFICE_LOCAL_SECRETS } from "./index";
import { overFake, type Sent } from "./poweroffice.fixture";

/**
 * The adapter and the local PowerOffice Go against PowerOffice's published v2 document (vendor-docs/poweroffice, the
 * merged OpenAPI 3.0.1 file kept gzipped and unchanged): every API request the adapter makes names an operation the
 * document declares, sends only its declared query parameters (`ResourceParameters` as its own fields: form style,
 * exploded), every required one, each of its declared type, and a body its request schema allows; every answer the
 * fake gives validates against that operation's response schema for the status (errors against `ProblemDetails`).
 * The token request is not in the document (it has no securitySchemes): it is checked against the flow SOURCES.md
 * describes. Only the schemas the operations name are compiled.
 */
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: { type?: string; format?: string; $ref?: string; enum?: string[] };
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}
type Schema = { type?: string; format?: string; properties?: Record<string, Schema>; $ref?: string; enum?: string[] };
const doc = parse(
  gunzipSync(
    readFileSync(
      new URL("../../../../../vendor-docs/poweroffice/poweroffice-go-v2-merged-openapi.yaml.gz", import.meta.url),
    ),
  ).toString("utf8"),
) as { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };

const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
ajv.addSchema({ components: doc.components }, "poweroffice");
const compiled = new Map<string, ValidateFunction>();
function validator(schema: object): ValidateFunction {
  const key = JSON.stringify(schema);
  if (!compiled.has(key)) {
    // a schema of an operation, its `$ref`s pointing into the document's components
    const rebased = JSON.parse(key.replaceAll('"#/components/', '"poweroffice#/components/')) as object;
    compiled.set(key, ajv.compile(rebased));
  }
  return compiled.get(key)!;
}
const errorsOf = (schema: object, value: unknown) => {
  const validate = validator(schema);
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
};
const schemaNamed = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const resolve = (s: Schema | undefined): Schema | undefined =>
  s?.$ref ? doc.components.schemas[s.$ref.replace("#/components/schemas/", "")] : s;

/** A query or path value (text on the wire) of the declared type, format and enum. */
function fits(schema: Schema | undefined, value: string): boolean {
  const s = resolve(schema);
  if (s?.enum && !s.enum.includes(value)) return false;
  if (s?.type === "integer") return /^-?\d+$/.test(value);
  if (s?.type === "number") return value.trim() !== "" && Number.isFinite(Number(value));
  if (s?.type === "boolean") return value === "true" || value === "false";
  if (s?.format === "date") return /^\d{4}-\d{2}-\d{2}$/.test(value);
  if (s?.format === "date-time") return !Number.isNaN(Date.parse(value));
  if (s?.format === "uuid") return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
  return true;
}

/** The query fields an operation declares: an object parameter (form, exploded) stands for its properties. */
function queryFields(op: Operation): Map<string, { schema?: Schema; required: boolean }> {
  const fields = new Map<string, { schema?: Schema; required: boolean }>();
  for (const p of (op.parameters ?? []).filter((q) => q.in === "query")) {
    const s = resolve(p.schema);
    if (s?.type === "object" || s?.properties)
      for (const [name, prop] of Object.entries(s.properties ?? {}))
        fields.set(name, { schema: prop, required: false });
    else fields.set(p.name, { schema: p.schema, required: p.required === true });
  }
  return fields;
}

/** The document's operation a request matches (a fixed path before a templated one). */
function operation(method: string, url: URL): { template: string; op: Operation } | null {
  const rel = decodeURIComponent(url.pathname).replace(/^.*?\/v2(?=\/)/, "");
  const templates = Object.keys(doc.paths).sort((a, b) => Number(a.includes("{")) - Number(b.includes("{")));
  for (const template of templates) {
    const pattern = template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+");
    const op = doc.paths[template]![method.toLowerCase()];
    if (op && new RegExp(`^${pattern}$`).test(rel)) return { template, op };
  }
  return null;
}

const isToken = (r: Sent) => r.url.pathname.endsWith("/OAuth/Token");

/** The token request as SOURCES.md describes it: OAuth2 client credentials, application key : client key. */
function checkToken(r: Sent) {
  expect(r.method).toBe("POST");
  expect(r.sentHeaders.get("authorization")).toMatch(/^Basic /);
  const [user] = Buffer.from(r.sentHeaders.get("authorization")!.slice(6), "base64").toString("utf8").split(":");
  expect(user).toBe(POWEROFFICE_LOCAL_SECRETS.POWEROFFICE_APPLICATION_KEY);
  expect(new URLSearchParams(r.body).get("grant_type")).toBe("client_credentials");
  expect(r.sentHeaders.get("Ocp-Apim-Subscription-Key")).toBe(POWEROFFICE_LOCAL_SECRETS.POWEROFFICE_SUBSCRIPTION_KEY);
}

function checkAgainstDocument(requests: Sent[]) {
  expect(requests.length).toBeGreaterThan(0);
  for (const r of requests) {
    if (isToken(r)) {
      checkToken(r);
      continue;
    }
    const found = operation(r.method, r.url);
    expect(found, `${r.method} ${r.url.pathname}`).not.toBeNull();
    const { template, op } = found!;
    expect(r.sentHeaders.get("authorization") ?? "", `${template} bearer`).toMatch(/^Bearer \S+$/);
    expect(r.sentHeaders.get("Ocp-Apim-Subscription-Key"), `${template} subscription key`).toBeTruthy();
    const fields = queryFields(op);
    const sent = [...r.url.searchParams.keys()];
    for (const k of sent) expect([...fields.keys()], `${template} ?${k}`).toContain(k);
    for (const [name, f] of fields) if (f.required) expect(sent, `${template} needs ${name}`).toContain(name);
    for (const k of sent)
      expect(
        fits(fields.get(k)?.schema, r.url.searchParams.get(k)!),
        `${template} ?${k}=${r.url.searchParams.get(k)}`,
      ).toBe(true);
    const segments = decodeURIComponent(r.url.pathname)
      .replace(/^.*?\/v2(?=\/)/, "")
      .split("/");
    template.split("/").forEach((part, i) => {
      const name = /^\{(.+)\}$/.exec(part)?.[1];
      const p = name && (op.parameters ?? []).find((q) => q.in === "path" && q.name === name);
      if (p) expect(fits(p.schema, segments[i]!), `${template} {${name}}=${segments[i]}`).toBe(true);
    });
    if (op.requestBody) {
      const schema = op.requestBody.content["application/json"]!.schema;
      expect(errorsOf(schema, JSON.parse(r.body ?? "null")), `${template} body`).toEqual([]);
    } else expect(r.body, `${template} takes no body`).toBeUndefined();
    const status = String(r.status);
    const declared = op.responses[status] ?? (r.status! >= 400 ? op.responses.default : undefined);
    expect(declared, `${template} answers ${status}`).toBeDefined();
    const schema =
      declared!.content?.["application/json"]?.schema ?? (r.status! >= 400 ? schemaNamed("ProblemDetails") : undefined);
    if (r.status === 204) expect(r.answer, `${template} 204 has no body`).toBeUndefined();
    else if (schema && r.answer !== undefined) expect(errorsOf(schema, r.answer), `${template} ${status}`).toEqual([]);
  }
}

describe("the PowerOffice Go adapter and the local PowerOffice Go, against the published document (issue 22)", () => {
  it("every request is a declared operation with its required parameters; every answer fits its schema", async () => {
    const { provider, requests, connect, fake } = overFake({ moreOpenInvoices: 120 });
    const conn = await connect();
    const first = await syncAll(provider, conn);
    expect(first.pages.length).toBeGreaterThan(1);
    const open = fake.books.invoices.filter((i) => i.VoucherType === "OutgoingInvoice").slice(20);
    fake.registerPayment(open[0]!.InvoiceNo, 300, undefined, "bank");
    const second = await syncAll(provider, conn, first.resumeFrom!);
    expect(second.rows.some((r) => r.kind === "payment")).toBe(true);
    await provider.accountNumbers(conn);
    await provider.orgUnits(conn);
    const entry = (n: number) => ({ invoiceNumber: String(open[n]!.InvoiceNo), amountOre: 25_000, date: "2026-11-02" });
    await provider.writeBack(conn, { key: "wb-pay", kind: "payment", ...entry(1) });
    await provider.writeBack(conn, {
      key: "wb-credit",
      kind: "creditNote",
      ...entry(2),
      text: "Kreditert etter avtale",
    });
    for (let i = 0; i < 2; i++)
      await provider.writeBack(conn, { key: "wb-off", kind: "writeOff", reason: "debtorBankrupt", ...entry(3) });
    await provider.refresh(conn.tokens);
    fake.faults.next.push({ status: 429, retryAfter: 3 }, { status: 500 });
    await expect(provider.orgUnits(conn)).rejects.toMatchObject({ kind: "rateLimited" });
    await expect(provider.orgUnits(conn)).rejects.toMatchObject({ kind: "unavailable" });
    await expect(
      provider.writeBack(conn, { key: "wb-x", kind: "payment", ...entry(4), account: "9999" }),
    ).rejects.toMatchObject({
      kind: "rejected",
    });
    await expect(provider.connect({ kind: "token", fields: { clientKey: "unknown" } })).rejects.toMatchObject({
      kind: "refused",
    });
    expect(new Set(requests.filter((r) => !isToken(r)).map((r) => operation(r.method, r.url)?.template))).toEqual(
      new Set([
        "/ClientIntegrationInformation",
        "/OrganizationSettings",
        "/OutgoingInvoices",
        "/Customers",
        "/Customerledger/EntriesByMatchId",
        "/Customerledger/Statement",
        "/GeneralLedgerAccounts",
        "/Departments",
        "/Vouchers/ManualJournals",
      ]),
    );
    checkAgainstDocument(requests);
  });

  it("a fake or an adapter that left the document is caught", () => {
    const { fake } = overFake();
    const b = fake.books;
    const invoice = invoiceJson(b, b.invoices[0]!);
    expect(errorsOf(schemaNamed("OutgoingInvoiceDto"), invoice)).toEqual([]);
    expect(errorsOf(schemaNamed("OutgoingInvoiceDto"), { ...invoice, TotalAmount: "12,50" })).not.toEqual([]);
    expect(errorsOf(schemaNamed("OutgoingInvoiceDto"), { ...invoice, invoiceNo: 1 })).not.toEqual([]);
    expect(errorsOf(schemaNamed("CustomerDto"), { ...customerJson(b.customers[0]!), IsPerson: "yes" })).not.toEqual([]);
    expect(
      errorsOf(schemaNamed("CustomerLedgerEntryDto"), { ...entryJson(b, b.entries[0]!), VoucherType: "Payment" }),
    ).not.toEqual([]);
    expect(operation("GET", new URL("http://x/v2/Invoices"))).toBeNull();
    expect(operation("POST", new URL("http://x/v2/OutgoingInvoices"))).toBeNull();
    const headers = new Headers({ authorization: "Bearer t", "Ocp-Apim-Subscription-Key": "k" });
    const statement = (q: string) => ({
      method: "GET",
      sentHeaders: headers,
      url: new URL(`http://x/v2/Customerledger/Statement?${q}`),
      status: 204,
    });
    expect(() => checkAgainstDocument([statement("fromDate=2026-01-01")])).toThrow(/needs toDate/);
    expect(() => checkAgainstDocument([statement("fromDate=2026-01-01&toDate=2026-02-01&PageSize=ten")])).toThrow();
    expect(() => checkAgainstDocument([statement("fromDate=2026-01-01&toDate=2026-02-01&pageSize=10")])).toThrow();
    expect(() => checkAgainstDocument([statement("fromDate=01.01.2026&toDate=2026-02-01")])).toThrow();
    expect(() => checkAgainstDocument([statement("fromDate=2026-01-01&toDate=2026-02-01&PageSize=10")])).not.toThrow();
    const body = {
      CurrencyCode: "NOK",
      VoucherDate: "2026-11-01",
      VoucherLines: [{ AccountId: 1, PostingDate: "2026-11-01" }],
    };
    const post = {
      method: "POST",
      sentHeaders: headers,
      url: new URL("http://x/v2/Vouchers/ManualJournals"),
      body: JSON.stringify(body),
      status: 400,
    };
    expect(() => checkAgainstDocument([post])).toThrow(/body/);
  });
});
