import { readFileSync } from "node:fs";
import Ajv from "ajv";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import {
  BUREAU_COMPANIES,
  BUREAU_DOWN_ORG,
  BUREAU_PEOPLE,
  BUREAU_SLOW_SURNAME,
  companyHit,
  companyReport,
  consumerReport,
  creditsafeFake,
  FAKE_BUREAU_USER,
} from "../../../../scripts/local/fakes/creditsafe";
import { AppError } from "../util/error";
import { creditsafeProvider } from "./creditsafe";

/**
 * The adapter and the local bureau against Creditsafe Connect's published OpenAPI document (vendor-docs/creditsafe):
 * every request the adapter makes names a path, method and query parameters the document declares (the required ones
 * given), and every answer the fake gives validates against the document's response schema. Either side leaving the
 * document fails here.
 */
const doc = parse(
  readFileSync(new URL("../../../../vendor-docs/creditsafe/cs_connectv1-15.json", import.meta.url), "utf8"),
) as {
  paths: Record<
    string,
    Record<string, { parameters?: { $ref?: string; name?: string; in?: string; required?: boolean }[] }>
  >;
  components: {
    parameters: Record<string, { name: string; in: string; required?: boolean }>;
    schemas: Record<string, unknown>;
  };
};

const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
ajv.addSchema(doc as object, "connect");
const errorsOf = (schema: string, value: unknown) => {
  const validate = ajv.getSchema(`connect#/components/schemas/${schema}`)!;
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
};

/** The document's operation a request matches, with its declared query parameters. */
function operation(method: string, url: URL) {
  const rel = url.pathname.replace(/^.*\/v1/, "");
  for (const [template, item] of Object.entries(doc.paths)) {
    if (!new RegExp(`^${template.replace(/\{[^}]+\}/g, "[^/]+")}$`).test(rel)) continue;
    const op = item[method.toLowerCase()];
    if (!op) continue;
    const params = (op.parameters ?? []).map((p) =>
      p.$ref ? doc.components.parameters[p.$ref.split("/").pop()!]! : p,
    );
    return {
      template,
      query: params.filter((p) => p.in === "query").map((p) => p.name!),
      required: params.filter((p) => p.in === "query" && p.required).map((p) => p.name!),
    };
  }
  return null;
}

let adapters = 0;
/** The adapter over a fake of its own (a base URL of its own: tokens are kept per bureau), recording each request. */
function adapter(timeoutMs?: number) {
  const host = `http://bureau-${++adapters}.localhost`;
  const fake = creditsafeFake({ slowMs: 300 });
  const requests: { method: string; url: URL; body?: string }[] = [];
  const provider = creditsafeProvider(
    `${host}/_local/creditsafe/v1`,
    () => FAKE_BUREAU_USER,
    async (url, init) => {
      const u = new URL(url);
      requests.push({ method: init?.method ?? "GET", url: u, body: init?.body });
      const answer = fake.request(u.pathname.replace(/^\/_local\/creditsafe\/v1/, "") + u.search, init);
      return new Promise<Response>((resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal!.reason));
        Promise.resolve(answer).then(resolve, reject);
      });
    },
    timeoutMs,
  );
  return { provider, requests, fake };
}

const kari = {
  firstName: "Kari",
  lastName: "Nordmann",
  street: "Storgata",
  houseNo: "1",
  postcode: "0155",
  city: "Oslo",
  birthDate: null,
};

describe("the Creditsafe adapter and the local bureau, against the published document (issue 21)", () => {
  it("the fake answers only what the document's schemas allow", () => {
    for (const c of BUREAU_COMPANIES) {
      expect(errorsOf("Creditsafe.GlobalData.Company", companyHit(c)), c.name).toEqual([]);
      expect(errorsOf("Creditsafe.GlobalData.Reports.CompanyReportResponse", companyReport(c)), c.name).toEqual([]);
    }
    for (const p of BUREAU_PEOPLE)
      expect(errorsOf("Creditsafe.GlobalData.Reports.Consumer.ConsumerReport", consumerReport(p)), p.id).toEqual([]);
    expect(
      errorsOf("Connect.CompanySearch.NoResults", {
        totalSize: 0,
        companies: {},
        messages: [{ type: "Information", code: "NoResults", text: "x" }],
      }),
    ).toEqual([]);
    // a fake that left the document fails: a wrong type is caught
    expect(
      errorsOf("Creditsafe.GlobalData.Reports.CompanyReportResponse", {
        report: { companySummary: { companyStatus: { status: "Bankrupt" } } },
      }),
    ).not.toEqual([]);
  });

  it("asks only for operations and parameters the document declares, with the required ones", async () => {
    const { provider, requests } = adapter();
    const hits = await provider.searchCompanies({ orgNumber: "910 000 012" });
    await provider.searchCompanies({ name: "eksempel as" });
    await provider.companyReport(hits[0]!.providerRef);
    await provider.personReport({ ...kari, birthDate: "1985-04-12" });
    expect(requests.map((r) => `${r.method} ${r.url.pathname.replace(/^.*\/v1/, "")}`)).toEqual([
      "POST /authenticate",
      "GET /companies",
      "GET /companies",
      "GET /companies/NO-X-910000012",
      "GET /consumers",
    ]);
    expect(JSON.parse(requests[0]!.body!)).toEqual(FAKE_BUREAU_USER);
    for (const r of requests) {
      const op = operation(r.method, r.url);
      expect(op, r.url.pathname).not.toBeNull();
      const sent = [...r.url.searchParams.keys()];
      for (const k of sent) expect(op!.query, `${op!.template} ?${k}`).toContain(k);
      for (const k of op!.required) expect(sent, `${op!.template} needs ${k}`).toContain(k);
    }
    // the fødselsnummer has no field in the consumer search: never sent; the birth date is
    expect(requests[4]!.url.searchParams.get("dateOfBirth")).toBe("1985-04-12T00:00:00Z");
  });

  it("reads the reports into our words: score 0–1000, risk, default, max credit, remarks, income and balance", async () => {
    const { provider } = adapter();
    const [risky] = await provider.searchCompanies({ orgNumber: "910000063" });
    const report = await provider.companyReport(risky!.providerRef);
    expect(report).toMatchObject({
      kind: "company",
      subject: { name: "NORDLYS REGNSKAP AS", orgNumber: "910000063", address: "Kongens gate 5, 0153 OSLO" },
      score: 180,
      riskClass: "D",
      riskText: "High Risk",
      anticipatedDefault: 12.5,
      maxCredit: { amountOre: 1_500_000, currency: "NOK" },
      balance: { yearEnd: "2025-12-31", revenueOre: 214_000_000, equityOre: -12_000_000 },
    });
    expect(report!.paymentRemarks).toHaveLength(2);
    const person = await provider.personReport(kari);
    expect(person).toMatchObject({
      outcome: "report",
      report: {
        kind: "person",
        subject: { name: "Kari Nordmann", birthDate: "1985-04-12" },
        score: 820,
        riskClass: "A",
        maxCredit: { amountOre: 15_000_000 },
        income: { year: 2025, grossOre: 68_400_000 },
        paymentRemarks: [],
      },
    });
  });

  it("tells several hits, none and no report apart; a lost token is asked again once", async () => {
    const { provider, requests, fake } = adapter();
    const per = { ...kari, firstName: "Per", lastName: "Hansen", houseNo: "2" };
    const several = await provider.personReport(per);
    expect(several).toEqual({
      outcome: "several",
      candidates: [
        { name: "Per Hansen", birthYear: 1960, city: "OSLO" },
        { name: "Per Hansen", birthYear: 1991, city: "OSLO" },
      ],
    });
    expect(await provider.personReport({ ...per, birthDate: "1991-07-19" })).toMatchObject({ outcome: "report" });
    expect(await provider.personReport({ ...kari, lastName: "Ukjent" })).toEqual({ outcome: "none" });
    expect(await provider.searchCompanies({ orgNumber: "910000128" })).toEqual([]);
    expect(await provider.companyReport("NO-X-000")).toBeNull();
    fake.expireTokens();
    await provider.searchCompanies({ name: "fjordlys as" });
    expect(requests.filter((r) => r.url.pathname.endsWith("/authenticate"))).toHaveLength(2);
  });

  it("a bureau down, slow, or refusing our credentials is 'try again' (503), never a 500", async () => {
    const { provider } = adapter(100);
    const busy = { code: "BUSY", messageKey: "creditCheck.unavailable" };
    await expect(provider.searchCompanies({ orgNumber: BUREAU_DOWN_ORG })).rejects.toMatchObject(busy);
    await expect(provider.personReport({ ...kari, lastName: BUREAU_SLOW_SURNAME })).rejects.toMatchObject(busy);
    const refused = creditsafeProvider(
      "http://x/v1",
      () => ({ username: "a", password: "b" }),
      async (url, init) => creditsafeFake().request(new URL(url).pathname.replace(/^\/v1/, ""), init),
    );
    const err = await refused.searchCompanies({ name: "fjordlys as" }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject(busy);
  });
});
