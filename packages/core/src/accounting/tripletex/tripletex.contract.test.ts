import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import Ajv, { type ValidateFunction } from "ajv";
import { describe, expect, it } from "vitest";
import { TRIPLETEX_ACCOUNTANT_TOKEN } from "../../../../../scripts/local/fakes/tripletex";
import { invoiceJson } from "../../../../../scripts/local/fakes/tripletex-wire";
import { syncAll } from "../testing/sync-all";
import { overFake, type Sent } from "./tripletex.fixture";

/**
 * The adapter and the local Tripletex against Tripletex's published OpenAPI document (vendor-docs/tripletex, kept
 * gzipped and unchanged): every request the adapter makes names an operation the document declares, with only its
 * declared query parameters and every required one, and a body its request schema allows; every answer the fake
 * gives validates against that operation's response schema (an error against `ApiError`). Either side leaving the
 * document fails here. Only the schemas the operations used name are compiled (the document has 2 167).
 */
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: { type?: string; enum?: string[] };
}

/** Whether a query or path value (text on the wire) is of the parameter's declared type and enum. */
function fits(p: Parameter, value: string): boolean {
  if (p.schema?.enum && !p.schema.enum.includes(value)) return false;
  if (p.schema?.type === "integer") return /^-?\d+$/.test(value);
  if (p.schema?.type === "number") return value.trim() !== "" && Number.isFinite(Number(value));
  if (p.schema?.type === "boolean") return value === "true" || value === "false";
  return true;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}
const doc = JSON.parse(
  gunzipSync(
    readFileSync(new URL("../../../../../vendor-docs/tripletex/tripletex-openapi-v2.74.00.json.gz", import.meta.url)),
  ).toString("utf8"),
) as { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, object> } };

const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
ajv.addSchema({ components: doc.components }, "tripletex");
const compiled = new Map<string, ValidateFunction>();
/** A schema of the document (a `$ref` into its components), compiled once when first used. */
function validator(schema: object): ValidateFunction {
  const ref = (schema as { $ref?: string }).$ref ?? "";
  if (!compiled.has(ref)) compiled.set(ref, ajv.compile({ $ref: `tripletex${ref}` }));
  return compiled.get(ref)!;
}
const errorsOf = (schema: object, value: unknown) => {
  const validate = validator(schema);
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
};
const schemaNamed = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** The document's operation a request matches (a fixed path before a templated one, as the server routes). */
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

function checkAgainstDocument(requests: Sent[]) {
  expect(requests.length).toBeGreaterThan(0);
  for (const r of requests) {
    const found = operation(r.method, r.url);
    expect(found, `${r.method} ${r.url.pathname}`).not.toBeNull();
    const { template, op } = found!;
    const query = (op.parameters ?? []).filter((p) => p.in === "query");
    const sent = [...r.url.searchParams.keys()];
    for (const k of sent)
      expect(
        query.map((p) => p.name),
        `${template} ?${k}`,
      ).toContain(k);
    for (const p of query.filter((q) => q.required)) expect(sent, `${template} needs ${p.name}`).toContain(p.name);
    for (const p of query.filter((q) => r.url.searchParams.has(q.name)))
      expect(fits(p, r.url.searchParams.get(p.name)!), `${template} ?${p.name}=${r.url.searchParams.get(p.name)}`).toBe(
        true,
      );
    // path parameters: each templated segment's value of its declared type
    const segments = decodeURIComponent(r.url.pathname)
      .replace(/^.*?\/v2(?=\/)/, "")
      .split("/");
    template.split("/").forEach((part, i) => {
      const name = /^\{(.+)\}$/.exec(part)?.[1];
      const p = name && (op.parameters ?? []).find((q) => q.in === "path" && q.name === name);
      if (p) expect(fits(p, segments[i]!), `${template} {${name}}=${segments[i]}`).toBe(true);
    });
    if (op.requestBody) {
      const schema = Object.values(op.requestBody.content)[0]!.schema;
      expect(errorsOf(schema, JSON.parse(r.body ?? "null")), `${template} body`).toEqual([]);
    } else expect(r.body, `${template} takes no body`).toBeUndefined();
    const status = String(r.status);
    if (r.status! >= 400) expect(errorsOf(schemaNamed("ApiError"), r.answer), `${template} ${status}`).toEqual([]);
    else {
      const declared = op.responses[status];
      expect(declared, `${template} answers ${status}`).toBeDefined();
      const schema = declared!.content?.["application/json"]?.schema;
      if (schema && r.answer !== undefined) expect(errorsOf(schema, r.answer), `${template} ${status}`).toEqual([]);
    }
  }
}

describe("the Tripletex adapter and the local Tripletex, against the published document (issue 22)", () => {
  it("every request is a declared operation with its required parameters; every answer fits its schema", async () => {
    const { provider, requests, connect, fake } = overFake();
    const conn = await connect();
    const accountant = await provider.connect({ kind: "token", fields: { employeeToken: TRIPLETEX_ACCOUNTANT_TOKEN } });
    expect(accountant.companies.map((c) => c.name)).toEqual([
      "Regnskapshuset Vest AS",
      "Fjordkanten Elektro AS",
      "Bølgen Bakeri AS",
    ]);
    const first = await syncAll(provider, conn);
    const open = fake.books().invoices.filter((i) => i.amount > 0);
    await provider.writeBack(conn, {
      key: "wb-pay",
      kind: "payment",
      invoiceNumber: String(open[20]!.invoiceNumber),
      amountOre: 10_000,
      date: "2026-11-02",
    });
    await syncAll(provider, conn, first.resumeFrom!);
    await provider.accountNumbers(conn);
    await provider.orgUnits(conn);
    const inv = (n: number) => ({
      invoiceNumber: String(open[n]!.invoiceNumber),
      externalInvoiceId: `tripletex:invoice:${open[n]!.id}`,
    });
    await provider.writeBack(conn, {
      key: "wb-credit",
      kind: "creditNote",
      ...inv(30),
      amountOre: Math.round(open[30]!.amount * 100),
      date: "2026-11-03",
    });
    for (let i = 0; i < 2; i++)
      await provider.writeBack(conn, {
        key: "wb-off",
        kind: "writeOff",
        reason: "debtorBankrupt",
        ...inv(31),
        amountOre: 50_000,
        date: "2026-11-04",
      });
    await provider.refresh(conn.tokens);
    await provider.revoke(conn.tokens);
    await expect(provider.connect({ kind: "token", fields: { employeeToken: "unknown" } })).rejects.toMatchObject({
      kind: "refused",
    });
    expect(new Set(requests.map((r) => operation(r.method, r.url)?.template))).toEqual(
      new Set([
        "/token/session/:create",
        "/token/session/>whoAmI",
        "/company/>withLoginAccess",
        "/invoice",
        "/customer",
        "/invoice/paymentType",
        "/invoice/{id}/:payment",
        "/ledger/posting",
        "/ledger/account",
        "/department",
        "/invoice/{id}",
        "/invoice/{id}/:createCreditNote",
        "/ledger/voucher/>externalVoucherNumber",
        "/ledger/voucher",
        "/token/session/{token}",
      ]),
    );
    checkAgainstDocument(requests);
  });

  it("a fake or an adapter that left the document is caught", () => {
    const { fake } = overFake();
    const b = fake.books();
    const good = { value: invoiceJson(b, b.invoices[0]!) };
    expect(errorsOf(schemaNamed("ResponseWrapperInvoice"), good)).toEqual([]);
    expect(errorsOf(schemaNamed("ResponseWrapperInvoice"), { value: { ...good.value, amount: "12,50" } })).not.toEqual(
      [],
    );
    expect(
      errorsOf(schemaNamed("ResponseWrapperInvoice"), { value: { ...good.value, isCreditNote: "no" } }),
    ).not.toEqual([]);
    expect(operation("GET", new URL("http://x/v2/invoice/1/>postings"))).toBeNull();
    expect(operation("POST", new URL("http://x/v2/invoice/1/:payment"))).toBeNull();
    expect(() =>
      checkAgainstDocument([
        { method: "GET", url: new URL("http://x/v2/invoice?from=0"), status: 200, answer: { values: [] } },
      ]),
    ).toThrow(/needs invoiceDateFrom/);
    const paid = "http://x/v2/invoice/12/:payment?paymentDate=2026-11-01&paymentTypeId=1&paidAmount=";
    for (const url of [`${paid}12,50`, `${paid.replace("/12/", "/abc/")}10`, `${paid.replace("Id=1", "Id=one")}10`])
      expect(
        () => checkAgainstDocument([{ method: "PUT", url: new URL(url), status: 200, answer: undefined }]),
        url,
      ).toThrow();
    expect(() =>
      checkAgainstDocument([{ method: "PUT", url: new URL(`${paid}10`), status: 200, answer: undefined }]),
    ).not.toThrow();
  });
});
