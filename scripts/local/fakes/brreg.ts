/**
 * A local Enhetsregisteret (issue 21; docs/company-register.md): the subset the adapter uses
 * (packages/core/src/company-register/brreg.ts), `GET /enheter/{organisasjonsnummer}` and `GET /enheter?navn=`, served
 * under `npm start` at /_local/brreg/enhetsregisteret/api and mounted by the tests. Its answers are the document's
 * example responses (vendor-docs/brreg) and fictional companies made from the example's shape, one per case the
 * product must handle: a clean company, bankrupt, under liquidation, under compulsory dissolution, deleted, removed
 * (410), none (404), the register down (503) and slow (past the adapter's timeout). Each answer is checked against
 * the OpenAPI document's `Enhet` schema in the contract test (company-register/brreg.contract.test.ts).
 */
import { readFileSync } from "node:fs";
import { Hono } from "hono";

const doc = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../../vendor-docs/brreg/${name}`, import.meta.url), "utf8")) as Record<
    string,
    unknown
  >;

const EXAMPLE = doc("enheter-details-response.json");
const DELETED_EXAMPLE = doc("enheter-details-deleted-response.json");

/** A company of the fake in the example's shape: the name, number, address and the flags given. */
function company(orgNumber: string, name: string, over: Record<string, unknown> = {}, street = "Storgata 10") {
  const link = (path: string) => ({ self: { href: `http://localhost/enhetsregisteret/api/${path}` } });
  return {
    ...EXAMPLE,
    organisasjonsnummer: orgNumber,
    navn: name,
    organisasjonsform: { kode: "AS", beskrivelse: "Aksjeselskap", _links: link("organisasjonsformer/AS") },
    postadresse: undefined,
    forretningsadresse: {
      land: "Norge",
      landkode: "NO",
      postnummer: "0155",
      poststed: "OSLO",
      adresse: [street],
      kommune: "OSLO",
      kommunenummer: "0301",
    },
    _links: link(`enheter/${orgNumber}`),
    ...over,
  };
}

/** The fictional companies, by organisation number (valid MOD11 numbers of the 91000xxxx series). */
export const FAKE_COMPANIES: Record<string, Record<string, unknown>> = {
  "910000012": company("910000012", "FJORDLYS RØRLEGGERSERVICE AS"),
  "910000020": company("910000020", "KONKURSBO EKSEMPEL AS", { konkurs: true, konkursdato: "2026-09-14" }),
  "910000039": company("910000039", "AVVIKLING EKSEMPEL AS", { underAvvikling: true, underAvviklingDato: "2026-10-01" }),
  "910000047": company("910000047", "TVANGSOPPLØST EKSEMPEL AS", {
    underTvangsavviklingEllerTvangsopplosning: true,
    tvangsavvikletPgaManglendeSlettingDato: "2026-08-20",
  }),
  "910000055": { ...DELETED_EXAMPLE, organisasjonsnummer: "910000055", navn: "SLETTET EKSEMPEL AS" },
  "910000063": company("910000063", "NORDLYS REGNSKAP AS", { registrertIMvaregisteret: false }, "Kongens gate 5"),
};
/** Removed from the register (410), and the register down (503) or slow (past the adapter's timeout). */
export const FAKE_REMOVED = "910000071";
export const FAKE_DOWN = "910000098";
export const FAKE_SLOW = "910000101";

export function brregFake(opts: { slowMs?: number } = {}) {
  const app = new Hono();
  app.get("/enheter/:orgNumber", async (c) => {
    const orgNumber = c.req.param("orgNumber");
    if (orgNumber === FAKE_REMOVED) return c.body(null, 410);
    if (orgNumber === FAKE_DOWN) return c.json({ status: 503, error: "Service Unavailable" }, 503);
    if (orgNumber === FAKE_SLOW) await new Promise((r) => setTimeout(r, opts.slowMs ?? 10_000));
    const found = FAKE_COMPANIES[orgNumber];
    return found ? c.json(found) : c.body(null, 404);
  });
  app.get("/enheter", (c) => {
    const navn = (c.req.query("navn") ?? "").trim().toUpperCase();
    const size = Math.min(Number(c.req.query("size") ?? 20) || 20, 100);
    const page = Number(c.req.query("page") ?? 0) || 0;
    if (navn.includes("NEDE")) return c.json({ status: 503, error: "Service Unavailable" }, 503);
    const words = navn.split(/\s+/).filter(Boolean);
    const hits = Object.values(FAKE_COMPANIES).filter(
      (e) => words.length > 0 && words.every((w) => String(e.navn).includes(w)),
    );
    const slice = hits.slice(page * size, page * size + size);
    const pageInfo = { size, totalElements: hits.length, totalPages: Math.ceil(hits.length / size), number: page };
    const self = { self: { href: `http://localhost/enhetsregisteret/api/enheter?navn=${encodeURIComponent(navn)}` } };
    return c.json(
      slice.length ? { _embedded: { enheter: slice }, _links: self, page: pageInfo } : { _links: self, page: pageInfo },
    );
  });
  return app;
}
