import { readFileSync } from "node:fs";
import Ajv from "ajv";
import { describe, expect, it } from "vitest";
import {
  brregFake,
  FAKE_COMPANIES,
  FAKE_DOWN,
  FAKE_REMOVED,
  FAKE_SLOW,
} from "../../../../scripts/local/fakes/brreg";
import { brregRegister } from "./brreg";

/**
 * The adapter and the local fake against Enhetsregisteret's published OpenAPI document (vendor-docs/brreg): every
 * request the adapter makes names a path and query parameters the document declares, and every company the fake
 * serves (and the document's own examples) is a valid `Enhet`. Either side leaving the document fails here.
 */
const DOC_PATH = new URL("../../../../vendor-docs/brreg/enhetsregisteret.openapi.json", import.meta.url);
const doc = JSON.parse(readFileSync(DOC_PATH, "utf8")) as {
  paths: Record<string, { parameters?: { name: string; in: string }[]; get?: { parameters?: { name: string }[] } }>;
};
const example = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../../../vendor-docs/brreg/${name}`, import.meta.url), "utf8")) as unknown;

const ajv = new Ajv({ strict: false, allErrors: true });
ajv.addSchema(doc, "enhetsregisteret");
const validEnhet = (value: unknown) => {
  const validate = ajv.getSchema("enhetsregisteret#/components/schemas/Enhet")!;
  const ok = validate(value);
  return ok ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
};

/** The document's path template that a request path matches, and the query parameters it declares. */
function declared(url: URL): { template: string; query: string[] } | null {
  const rel = url.pathname.replace(/^.*\/enhetsregisteret\/api/, "");
  for (const [template, item] of Object.entries(doc.paths)) {
    const re = new RegExp(`^${template.replace(/\{[^}]+\}/g, "[^/]+")}$`);
    if (!re.test(rel)) continue;
    const params = [...(item.parameters ?? []), ...(item.get?.parameters ?? [])] as { name: string; in?: string }[];
    return { template, query: params.filter((p) => p.in !== "path").map((p) => p.name) };
  }
  return null;
}

/** The adapter over the fake, recording each request it makes. */
function adapter(timeoutMs?: number) {
  const fake = brregFake({ slowMs: 300 });
  const requests: URL[] = [];
  const register = brregRegister(
    "http://localhost:3000/_local/brreg/enhetsregisteret/api",
    async (url, init) => {
      requests.push(new URL(url));
      const u = new URL(url);
      const answer = fake.request(u.pathname.replace(/^\/_local\/brreg\/enhetsregisteret\/api/, "") + u.search, init);
      // as fetch does: the request is given up when its signal aborts (the adapter's timeout)
      return new Promise<Response>((resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal!.reason));
        Promise.resolve(answer).then(resolve, reject);
      });
    },
    timeoutMs,
  );
  return { register, requests };
}

describe("the company register adapter and its fake, against the published document (issue 21)", () => {
  it("serves only valid Enhet items, and the document's examples are valid too", () => {
    for (const [orgNumber, e] of Object.entries(FAKE_COMPANIES)) expect(validEnhet(e), orgNumber).toEqual([]);
    expect(validEnhet(example("enheter-details-response.json"))).toEqual([]);
    expect(validEnhet(example("enheter-details-deleted-response.json"))).toEqual([]);
    // a fake that left the document would fail: a wrong type is caught
    expect(validEnhet({ ...FAKE_COMPANIES["910000012"], konkurs: "nei" })).not.toEqual([]);
  });

  it("asks only for paths and parameters the document declares", async () => {
    const { register, requests } = adapter();
    await register.lookup("910 000 012");
    await register.search("fjordlys");
    await register.search("eksempel", 1);
    expect(requests).toHaveLength(3);
    for (const url of requests) {
      const d = declared(url);
      expect(d, url.pathname).not.toBeNull();
      for (const name of url.searchParams.keys()) expect(d!.query, `${url.pathname}?${name}`).toContain(name);
    }
    expect(requests[0]!.pathname).toMatch(/\/enheter\/910000012$/);
  });

  it("reads a company in our words, with what a creditor must know before a case", async () => {
    const { register } = adapter();
    expect(await register.lookup("910000012")).toEqual({
      orgNumber: "910000012",
      name: "FJORDLYS RØRLEGGERSERVICE AS",
      organisationForm: { code: "AS", description: "Aksjeselskap" },
      address: { lines: ["Storgata 10"], postcode: "0155", city: "OSLO", country: "Norge", countryCode: "NO" },
      vatRegistered: true,
      bankrupt: false,
      underLiquidation: false,
      underForcedLiquidation: false,
      deletedOn: null,
      warnings: [],
    });
    expect((await register.lookup("910000020"))?.warnings).toEqual(["companyRegister.bankrupt"]);
    expect((await register.lookup("910000039"))?.warnings).toEqual(["companyRegister.underLiquidation"]);
    expect((await register.lookup("910000047"))?.warnings).toEqual(["companyRegister.underForcedLiquidation"]);
    const deleted = await register.lookup("910000055");
    expect(deleted).toMatchObject({ deletedOn: "2017-10-20", address: null, warnings: ["companyRegister.deleted"] });
    expect(await register.lookup(FAKE_REMOVED)).toBeNull(); // 410
    expect(await register.lookup("910000128")).toBeNull(); // 404
  });

  it("says try again when the register is down, slow or answers nonsense, and refuses a number that is none", async () => {
    await expect(adapter().register.lookup(FAKE_DOWN)).rejects.toMatchObject({
      code: "BUSY",
      messageKey: "companyRegister.unavailable",
    });
    await expect(adapter(100).register.lookup(FAKE_SLOW)).rejects.toMatchObject({ code: "BUSY" });
    await expect(adapter().register.search("nede")).rejects.toMatchObject({ code: "BUSY" });
    const nonsense = brregRegister("http://x/api", async () => new Response("<html>", { status: 200 }));
    await expect(nonsense.lookup("910000012")).rejects.toMatchObject({ code: "BUSY" });
    await expect(adapter().register.lookup("910000013")).rejects.toMatchObject({
      code: "VALIDATION",
      fields: { orgNumber: ["validation.orgNumber"] },
    });
  });

  it("searches by name, every word, a page at a time", async () => {
    const { register } = adapter();
    const hits = await register.search("eksempel");
    expect(hits.total).toBe(4);
    expect(hits.data.map((c) => c.name)).toContain("KONKURSBO EKSEMPEL AS");
    expect((await register.search("konkursbo eksempel")).data.map((c) => c.orgNumber)).toEqual(["910000020"]);
    expect(await register.search("finnes ikke")).toEqual({ data: [], total: 0 });
  });
});
