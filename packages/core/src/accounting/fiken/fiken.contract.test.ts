import { readFileSync } from "node:fs";
import Ajv, { type ValidateFunction } from "ajv";
import { parse } from "yaml";
import { afterEach, describe, expect, it } from "vitest";
import { LYSVIK, LYSVIK_HOLDING, settledOf } from "../../../../../scripts/local/fakes/fiken-data";
import {
  companyJson,
  contactJson,
  creditNoteJson,
  invoiceJson,
  paymentJson,
  saleJson,
} from "../../../../../scripts/local/fakes/fiken-wire";
import { Clock } from "../../clock";
import type { Connection } from "../provider";
import { fikenPaging } from "./client";
import { overFake, type Sent } from "./fiken.fixture";

/**
 * The adapter and the local Fiken against Fiken's published OpenAPI document (vendor-docs/fiken): every API request
 * the adapter makes names an operation the document declares, with only declared query parameters, the required
 * ones given, and a body its request schema allows; every answer the fake gives validates against the operation's
 * response schema and carries the headers it declares. The OAuth calls, which the document describes in prose, are
 * checked against that prose. Either side leaving the document fails here.
 */

interface Param {
  $ref?: string;
  name: string;
  in: string;
  required?: boolean;
}
interface Operation {
  parameters?: Param[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }>; headers?: Record<string, unknown> }>;
}
const doc = parse(
  readFileSync(new URL("../../../../../vendor-docs/fiken/fiken-api-v2-swagger.yaml", import.meta.url), "utf8"),
) as {
  paths: Record<string, Record<string, Operation | Param[]>>;
  components: { parameters: Record<string, Param>; schemas: Record<string, unknown> };
};

const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
ajv.addSchema(doc as object, "fiken");
/** A schema of the document with its `#/...` references made absolute, compiled. */
const rebased = (s: unknown): unknown =>
  Array.isArray(s)
    ? s.map(rebased)
    : s && typeof s === "object"
      ? Object.fromEntries(
          Object.entries(s).map(([k, v]) => [k, k === "$ref" && typeof v === "string" ? `fiken${v}` : rebased(v)]),
        )
      : s;
const compiled = new Map<unknown, ValidateFunction>();
const errorsOf = (schema: unknown, value: unknown) => {
  if (!compiled.has(schema)) compiled.set(schema, ajv.compile(rebased(schema) as object));
  const validate = compiled.get(schema)!;
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
};
const named = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const param = (p: Param) => (p.$ref ? doc.components.parameters[p.$ref.split("/").pop()!]! : p);

/** The document's operation a request matches (a literal segment before a template one), with its parameters. */
function operation(method: string, url: URL) {
  const rel = url.pathname.replace(/^.*\/api\/v2/, "");
  const templates = Object.keys(doc.paths).sort((a, b) => a.split("{").length - b.split("{").length);
  for (const template of templates) {
    if (!new RegExp(`^${template.replace(/\{[^}]+\}/g, "[^/]+")}$`).test(rel)) continue;
    const item = doc.paths[template]!;
    const op = item[method.toLowerCase()] as Operation | undefined;
    if (!op) continue;
    const params = [...((item.parameters as Param[] | undefined) ?? []), ...(op.parameters ?? [])].map(param);
    return { template, op, query: params.filter((p) => p.in === "query") };
  }
  return null;
}

afterEach(() => {
  fikenPaging.pageSize = 100;
});

/** Everything the adapter does, in one run: connect, a first and a next sync, lists, each kind of write-back. */
async function aRun() {
  fikenPaging.pageSize = 20;
  const f = overFake();
  const c: Connection = await f.connect();
  let cursor: string | null = null;
  let resume: string | undefined;
  do {
    const page = await f.provider.syncPage(c, cursor);
    cursor = page.next;
    resume = page.resumeFrom;
  } while (cursor);
  const b = f.fake.books();
  const open = b.invoices.filter((i) => !settledOf(b, i) && !i.payments.length && !i.creditNoteIds.length);
  const today = Clock.today();
  const base = { date: today, amountOre: 100_00 };
  await f.provider.writeBack(c, { ...base, key: "p", kind: "payment", invoiceNumber: String(open[0]!.invoiceNumber) });
  await f.provider.writeBack(c, {
    ...base,
    key: "w",
    kind: "writeOff",
    reason: "collectionFailed",
    invoiceNumber: String(open[1]!.invoiceNumber),
  });
  await f.provider.writeBack(c, {
    ...base,
    key: "c",
    kind: "creditNote",
    invoiceNumber: String(open[2]!.invoiceNumber),
  });
  const whole = open[3]!.lines.reduce((s, l) => s + l.net + l.vat, 0);
  await f.provider.writeBack(c, {
    ...base,
    key: "f",
    kind: "creditNote",
    amountOre: whole,
    externalInvoiceId: `fiken:invoice:${open[3]!.invoiceId}`,
    invoiceNumber: String(open[3]!.invoiceNumber),
  });
  for (cursor = resume!; cursor;) cursor = (await f.provider.syncPage(c, cursor)).next;
  await f.provider.accountNumbers(c);
  await f.provider.orgUnits(c);
  const fresh = await f.provider.refresh(c.tokens);
  await f.provider.revoke(fresh);
  return f.requests;
}

describe("the Fiken adapter and the local Fiken, against the published document (issue 22)", () => {
  it("the fake's objects are what the document's schemas allow", () => {
    const f = overFake();
    const b = f.fake.books();
    for (const co of [LYSVIK, LYSVIK_HOLDING]) expect(errorsOf(named("company"), companyJson(co))).toEqual([]);
    for (const k of b.contacts) expect(errorsOf(named("contact"), contactJson(k)), k.name).toEqual([]);
    for (const i of b.invoices) {
      expect(errorsOf(named("invoiceResult"), invoiceJson(b, i)), String(i.invoiceNumber)).toEqual([]);
      expect(errorsOf(named("saleResult"), saleJson(b, i)), String(i.invoiceNumber)).toEqual([]);
      for (const p of i.payments) expect(errorsOf(named("payment"), paymentJson(p))).toEqual([]);
    }
    for (const n of b.creditNotes) expect(errorsOf(named("creditNoteResult"), creditNoteJson(b, n))).toEqual([]);
    // a fake that left the document fails: a number written as text, a required field left out
    const wrong = { ...invoiceJson(b, b.invoices[0]!), invoiceNumber: "10001" };
    expect(errorsOf(named("invoiceResult"), wrong)).not.toEqual([]);
    const { customer: _, ...headless } = creditNoteJson(b, b.creditNotes[0]!);
    expect(errorsOf(named("creditNoteResult"), headless)).not.toEqual([]);
  });

  it("asks only for declared operations with declared parameters, and every answer validates", async () => {
    const requests = await aRun();
    const api = requests.filter((r) => r.url.pathname.includes("/api/v2/"));
    const seen = new Set<string>();
    for (const r of api) {
      const op = operation(r.method, r.url);
      expect(op, `${r.method} ${r.url.pathname}`).not.toBeNull();
      seen.add(`${r.method} ${op!.template}`);
      const sent = [...r.url.searchParams.keys()];
      const declared = op!.query.map((p) => p.name);
      for (const k of sent) expect(declared, `${op!.template} ?${k}`).toContain(k);
      for (const p of op!.query.filter((q) => q.required))
        expect(sent, `${op!.template} needs ${p.name}`).toContain(p.name);
      // Fiken pages only when both are given
      if (sent.includes("page") || sent.includes("pageSize"))
        expect(sent).toEqual(expect.arrayContaining(["page", "pageSize"]));
      const body = op!.op.requestBody?.content["application/json"]?.schema;
      if (body) expect(errorsOf(body, JSON.parse(r.body!)), `${r.method} ${op!.template} body`).toEqual([]);
      else expect(r.body, `${r.method} ${op!.template} has no body`).toBeUndefined();
      expect(Object.keys(op!.op.responses), `${op!.template} answers ${r.status}`).toContain(String(r.status));
      const declaredAnswer = op!.op.responses[String(r.status)]!;
      const schema = declaredAnswer.content?.["application/json"]?.schema;
      if (schema) expect(errorsOf(schema, r.answer), `${op!.template} answer`).toEqual([]);
      for (const h of Object.keys(declaredAnswer.headers ?? {}))
        expect(r.headers!.has(h), `${op!.template} header ${h}`).toBe(true);
    }
    // the run used what the adapter is for (so a request left out is noticed here)
    expect([...seen].sort()).toEqual([
      "GET /companies",
      "GET /companies/{companySlug}/accounts",
      "GET /companies/{companySlug}/bankAccounts",
      "GET /companies/{companySlug}/creditNotes",
      "GET /companies/{companySlug}/creditNotes/{creditNoteId}",
      "GET /companies/{companySlug}/invoices",
      "GET /companies/{companySlug}/invoices/{invoiceId}",
      "GET /companies/{companySlug}/projects",
      "GET /companies/{companySlug}/sales",
      "GET /companies/{companySlug}/sales/{saleId}/payments",
      "PATCH /companies/{companySlug}/sales/{saleId}/writeOff",
      "POST /companies/{companySlug}/creditNotes/full",
      "POST /companies/{companySlug}/creditNotes/partial",
      "POST /companies/{companySlug}/sales/{saleId}/payments",
    ]);
  });

  it("the OAuth calls are the document's: token with Basic client auth and its parameters, revoke with the token", async () => {
    const requests = await aRun();
    const oauth = requests.filter((r) => r.url.pathname.includes("/oauth/"));
    const form = (r: Sent) => Object.fromEntries(new URLSearchParams(r.body));
    const [code, refresh, revoke] = oauth;
    expect(oauth.map((r) => `${r.method} ${r.url.pathname.replace(/^.*\/oauth/, "/oauth")}`)).toEqual([
      "POST /oauth/token",
      "POST /oauth/token",
      "POST /oauth/revoke",
    ]);
    expect(Object.keys(form(code!)).sort()).toEqual(["code", "grant_type", "redirect_uri", "state"]);
    expect(form(code!).grant_type).toBe("authorization_code");
    expect(Object.keys(form(refresh!)).sort()).toEqual(["grant_type", "refresh_token"]);
    for (const r of [code!, refresh!]) {
      expect(r.answer).toMatchObject({
        access_token: expect.any(String),
        refresh_token: expect.any(String),
        token_type: "bearer",
        expires_in: expect.any(Number),
      });
    }
    const basic = `Basic ${Buffer.from("local-fiken-client-id:local-fiken-client-secret").toString("base64")}`;
    expect([code!, refresh!].map((r) => r.sentHeaders.get("authorization"))).toEqual([basic, basic]);
    expect([code!, refresh!].map((r) => r.sentHeaders.get("content-type"))).toEqual([
      "application/x-www-form-urlencoded",
      "application/x-www-form-urlencoded",
    ]);
    expect(revoke!.sentHeaders.get("authorization")).toMatch(/^Bearer \S+$/);
    expect(revoke!.status).toBe(200);
    // every API call carries its Bearer token
    for (const r of requests.filter((q) => q.url.pathname.includes("/api/v2/")))
      expect(r.sentHeaders.get("authorization")).toMatch(/^Bearer \S+$/);
  });
});
