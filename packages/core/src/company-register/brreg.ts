import "../i18n/company-register"; // registers the texts of the keys named here
import { AppError } from "../util/error";
import { isValidOrgNumber, normaliseIdentifier } from "../util/identifiers";
import type { CompanyRecord, CompanySearchResult } from "./company.schema";

/**
 * The adapter of Enhetsregisteret's open API (`../shared/vendor-apis/brreg/brreg-openAPI_enhetsregisteret.json`,
 * "Åpne Data fra Enhetsregisteret" 1.0.0; no authentication): `GET /enheter/{organisasjonsnummer}` (200 Enhet, 404 none,
 * 410 removed) and `GET /enheter?navn=&page=&size=` (HAL: `_embedded.enheter`, `page.totalElements`). Deployed the base
 * URL is the register's (`https://data.brreg.no/enhetsregisteret/api`); under `npm start` and in tests a fake served
 * from the documents' example responses (scripts/local/fakes/brreg.ts). Every answer is read defensively (the
 * 2020 document leaves the search untyped): a malformed one is "try again", never a 500.
 */

/** The longest we wait for the register; past it the user is asked to try again. */
export const REGISTER_TIMEOUT_MS = 5_000;
/** Search hits a page asks for (the register caps page × size at 10 000). */
export const SEARCH_SIZE = 20;

type Fetch = (url: string, init?: { signal?: AbortSignal; headers?: Record<string, string> }) => Promise<Response>;

interface Enhet {
  organisasjonsnummer?: unknown;
  navn?: unknown;
  organisasjonsform?: { kode?: unknown; beskrivelse?: unknown } | null;
  forretningsadresse?: Adresse | null;
  postadresse?: Adresse | null;
  registrertIMvaregisteret?: unknown;
  konkurs?: unknown;
  underAvvikling?: unknown;
  underTvangsavviklingEllerTvangsopplosning?: unknown;
  slettedato?: unknown;
}
interface Adresse {
  adresse?: unknown;
  postnummer?: unknown;
  poststed?: unknown;
  land?: unknown;
  landkode?: unknown;
}

const str = (v: unknown) => (typeof v === "string" ? v : "");
const unavailable = () => new AppError("BUSY", "companyRegister.unavailable");

function addressOf(a: Adresse | null | undefined): CompanyRecord["address"] {
  if (!a) return null;
  const lines = (Array.isArray(a.adresse) ? a.adresse : []).map(str).filter((l) => l.trim() !== "");
  return {
    lines,
    postcode: str(a.postnummer),
    city: str(a.poststed),
    country: str(a.land),
    countryCode: str(a.landkode),
  };
}

/** Why a case against the company needs a second look (shown before a case starts). */
export function warningsOf(r: Omit<CompanyRecord, "warnings">): string[] {
  return [
    ...(r.deletedOn ? ["companyRegister.deleted"] : []),
    ...(r.bankrupt ? ["companyRegister.bankrupt"] : []),
    ...(r.underLiquidation ? ["companyRegister.underLiquidation"] : []),
    ...(r.underForcedLiquidation ? ["companyRegister.underForcedLiquidation"] : []),
  ];
}

/** An Enhet of the register in our words; null when it is no Enhet (no 9-digit number or no name). */
export function recordOf(e: Enhet): CompanyRecord | null {
  const orgNumber = str(e.organisasjonsnummer);
  if (!/^\d{9}$/.test(orgNumber) || !str(e.navn)) return null;
  const form = e.organisasjonsform && str(e.organisasjonsform.kode);
  const base = {
    orgNumber,
    name: str(e.navn),
    organisationForm: form ? { code: form, description: str(e.organisasjonsform!.beskrivelse) } : null,
    address: addressOf(e.forretningsadresse ?? e.postadresse),
    vatRegistered: e.registrertIMvaregisteret === true,
    bankrupt: e.konkurs === true,
    underLiquidation: e.underAvvikling === true,
    underForcedLiquidation: e.underTvangsavviklingEllerTvangsopplosning === true,
    deletedOn: /^\d{4}-\d{2}-\d{2}$/.test(str(e.slettedato)) ? str(e.slettedato) : null,
  };
  return { ...base, warnings: warningsOf(base) };
}

export interface CompanyRegister {
  /** The company with this organisation number; null when the register has none (or removed it). */
  lookup(orgNumber: string): Promise<CompanyRecord | null>;
  /** Companies whose name matches (the register's scoring), one page. */
  search(name: string, page?: number): Promise<CompanySearchResult>;
}

export function brregRegister(baseUrl: string, fetchImpl: Fetch = fetch, timeoutMs = REGISTER_TIMEOUT_MS): CompanyRegister {
  const base = baseUrl.replace(/\/$/, "");
  async function get(path: string): Promise<Response> {
    try {
      return await fetchImpl(`${base}${path}`, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: "application/json" },
      });
    } catch {
      throw unavailable(); // the register did not answer in time, or not at all
    }
  }
  async function json(res: Response): Promise<unknown> {
    try {
      return await res.json();
    } catch {
      throw unavailable();
    }
  }
  return {
    async lookup(input) {
      const orgNumber = normaliseIdentifier(input);
      if (!isValidOrgNumber(orgNumber))
        throw new AppError("VALIDATION", "validation.invalid", {}, { orgNumber: ["validation.orgNumber"] });
      const res = await get(`/enheter/${orgNumber}`);
      if (res.status === 404 || res.status === 410) return null;
      if (!res.ok) throw unavailable();
      const record = recordOf((await json(res)) as Enhet);
      if (!record || record.orgNumber !== orgNumber) throw unavailable();
      return record;
    },
    async search(name, page = 0) {
      const q = new URLSearchParams({ navn: name.trim(), page: String(page), size: String(SEARCH_SIZE) });
      const res = await get(`/enheter?${q.toString()}`);
      if (!res.ok) throw unavailable();
      const body = (await json(res)) as { _embedded?: { enheter?: unknown }; page?: { totalElements?: unknown } };
      const list = Array.isArray(body?._embedded?.enheter) ? (body._embedded.enheter as Enhet[]) : [];
      const data = list.map(recordOf).filter((r): r is CompanyRecord => r !== null);
      const total = typeof body?.page?.totalElements === "number" ? body.page.totalElements : data.length;
      return { data, total };
    },
  };
}

/** The register this runtime uses (config().companyRegisterUrl). */
export async function companyRegister(): Promise<CompanyRegister> {
  const { config } = await import("../config");
  return brregRegister(config().companyRegisterUrl);
}
