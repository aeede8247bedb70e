import "../i18n/credit-check"; // registers the texts of the keys named here
import { AppError } from "../util/error";
import { normaliseIdentifier } from "../util/identifiers";
import type { CompanyHit, CreditReport, PersonCandidate } from "./credit.schema";
import type { CreditProvider, PersonAnswer, PersonQuery } from "./provider";

/**
 * The adapter of Creditsafe Connect (OpenAPI 3.0.2 "Creditsafe Connect" 1.10.4, vendor-docs/creditsafe/; issue 21,
 * docs/credit-check.md), the subset the credit check uses:
 * - `POST /authenticate` {username, password} → {token}: a JWT valid one hour, sent as `Authorization` on the
 *   others; kept 50 minutes, asked again once when a call answers 401.
 * - `GET /companies?countries=NO&regNo=|name=&pageSize=` (companySearch): `companies[]` or NoResults.
 * - `GET /companies/{connectId}?language=` (companyCreditReport): `report`.
 * - `GET /consumers?countries=NO&firstName&lastName&street&houseNo&city&postCode[&dateOfBirth]` (consumerReport):
 *   `consumers[]`, a full report each; one is the person, several are told apart by the user.
 * The fødselsnummer is never sent (the consumer search has no field for it): its birth date is.
 * Every answer is read defensively: a malformed one, a refusal of our credentials, a 5xx, 429 or no answer within
 * `CREDIT_TIMEOUT_MS` are `creditCheck.unavailable` (503), never a 500.
 */

/** The longest we wait for the bureau; past it the user is asked to try again. */
export const CREDIT_TIMEOUT_MS = 8_000;
/** A token is kept this long (Creditsafe's are valid one hour). */
const TOKEN_MS = 50 * 60_000;
const PAGE_SIZE = 20;

type Fetch = (
  url: string,
  init?: { method?: string; body?: string; signal?: AbortSignal; headers?: Record<string, string> },
) => Promise<Response>;

export interface CreditsafeCredentials {
  username: string;
  password: string;
}

const unavailable = () => new AppError("BUSY", "creditCheck.unavailable");
const str = (v: unknown) => (typeof v === "string" ? v : "");
const orNull = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? v.trim() : null);
const num = (v: unknown): number | null => {
  const n = typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
};
const ore = (v: unknown) => {
  const n = num(v);
  return n === null ? null : Math.round(n * 100);
};
const day = (v: unknown) => (/^\d{4}-\d{2}-\d{2}/.test(str(v)) ? str(v).slice(0, 10) : null);
const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const list = (v: unknown): Record<string, unknown>[] => (Array.isArray(v) ? v.map(obj) : []);

/** The bureau's own scale (`providerValue`: value between minValue and maxValue) stretched onto 0–1000. */
export function scoreOf(providerValue: unknown): number | null {
  const p = obj(providerValue);
  const [v, min, max] = [num(p.value), num(p.minValue), num(p.maxValue)];
  if (v === null || min === null || max === null || max <= min) return null;
  return Math.min(1000, Math.max(0, Math.round(((v - min) / (max - min)) * 1000)));
}

/** Our risk class of a score the bureau gives no common rating for (a person's): fifths of the 0–1000 scale. */
export function riskClassOfScore(score: number | null): CreditReport["riskClass"] {
  if (score === null) return null;
  return score >= 800 ? "A" : score >= 600 ? "B" : score >= 400 ? "C" : score >= 200 ? "D" : "E";
}

const riskClassOf = (v: unknown): CreditReport["riskClass"] =>
  ["A", "B", "C", "D", "E"].includes(str(v)) ? (str(v) as CreditReport["riskClass"]) : null;

function addressText(a: Record<string, unknown>): string | null {
  const simple = orNull(a.simpleValue);
  if (simple) return simple;
  const street = [str(a.street), str(a.houseNumber)].filter(Boolean).join(" ");
  const place = [str(a.postalCode ?? a.postCode), str(a.city)].filter(Boolean).join(" ");
  return [street, place].filter(Boolean).join(", ") || null;
}

function remarksOf(items: Record<string, unknown>[]): CreditReport["paymentRemarks"] {
  return items.slice(0, 100).map((r) => ({
    date: day(r.date),
    amountOre: ore(r.amount),
    creditor: orNull(r.creditor),
    type: orNull(r.type),
    status: orNull(r.status),
  }));
}

/** A company search hit in our words; null without a connectId or a name. */
export function hitOf(c: Record<string, unknown>): CompanyHit | null {
  const providerRef = str(c.id);
  const name = str(c.name);
  if (!providerRef || !name) return null;
  return {
    providerRef,
    orgNumber: normaliseIdentifier(str(c.regNo)),
    name,
    address: addressText(obj(c.address)),
    status: orNull(c.status),
  };
}

/** A company credit report (`CompanyReportResponse.report`) in our words; null when it names no company. */
export function companyReportOf(providerRef: string, body: unknown): CreditReport | null {
  const report = obj(obj(body).report);
  const summary = obj(report.companySummary);
  const basic = obj(obj(report.companyIdentification).basicInformation);
  const name = str(summary.businessName) || str(basic.registeredCompanyName) || str(basic.businessName);
  if (!name) return null;
  const rating = Object.keys(obj(obj(report.creditScore).currentCreditRating)).length
    ? obj(obj(report.creditScore).currentCreditRating)
    : obj(summary.creditRating);
  const limit = obj(rating.creditLimit);
  const limitOre = ore(limit.value);
  const statements = list(report.financialStatements).sort((a, b) =>
    str(b.yearEndDate).localeCompare(str(a.yearEndDate)),
  );
  const latest = statements[0];
  const pl = obj(latest?.profitAndLoss);
  const bs = obj(latest?.balanceSheet);
  const negative = obj(report.negativeInformation);
  return {
    kind: "company",
    provider: "Creditsafe",
    providerRef,
    subject: {
      name,
      orgNumber:
        normaliseIdentifier(str(summary.companyRegistrationNumber) || str(basic.companyRegistrationNumber)) || null,
      birthDate: null,
      address: addressText(obj(obj(report.contactInformation).mainAddress)) ?? addressText(obj(basic.contactAddress)),
      status: orNull(obj(summary.companyStatus).description) ?? orNull(obj(summary.companyStatus).status),
    },
    score: scoreOf(rating.providerValue),
    riskClass: riskClassOf(rating.commonValue),
    riskText: orNull(rating.commonDescription) ?? orNull(rating.providerDescription),
    anticipatedDefault: num(rating.pod),
    maxCredit: limitOre === null ? null : { amountOre: limitOre, currency: str(limit.currency) || "NOK" },
    // the document leaves negativeInformation untyped: its payment remarks are read where a list of them is given
    paymentRemarks: remarksOf(list(negative.paymentRemarks)),
    income: null,
    balance: latest
      ? {
          yearEnd: day(latest.yearEndDate),
          currency: str(latest.currency) || "NOK",
          revenueOre: ore(pl.revenue),
          profitBeforeTaxOre: ore(pl.profitBeforeTax),
          totalAssetsOre: ore(bs.totalAssets),
          equityOre: ore(bs.totalShareholdersEquity),
          liabilitiesOre: ore(bs.totalLiabilities),
        }
      : null,
  };
}

/** A consumer report (`ConsumerReport`) in our words; null when it names no one. */
export function personReportOf(body: Record<string, unknown>): CreditReport | null {
  const info = obj(body.consumerInformation);
  const name = str(info.name) || [str(info.firstName), str(info.surname)].filter(Boolean).join(" ");
  if (!name) return null;
  const rating = obj(obj(body.consumerRating).currentCreditRating);
  const limit = obj(obj(body.consumerRating).currentContractLimit);
  const limitOre = ore(limit.value);
  const score = scoreOf(rating.providerValue);
  const incomes = list(body.incomes).sort((a, b) => (num(b.incomeYear) ?? 0) - (num(a.incomeYear) ?? 0));
  const income = incomes[0];
  return {
    kind: "person",
    provider: "Creditsafe",
    providerRef: str(info.consumerID),
    subject: {
      name,
      orgNumber: null,
      birthDate: day(info.dateOfBirth),
      address: addressText(obj(info.address)),
      status: null,
    },
    score,
    riskClass: riskClassOfScore(score),
    riskText: orNull(rating.providerDescription),
    anticipatedDefault: null,
    maxCredit: limitOre === null ? null : { amountOre: limitOre, currency: str(limit.currency) || "NOK" },
    paymentRemarks: remarksOf(list(body.paymentRemarksDetails)),
    income:
      income && num(income.incomeYear) !== null
        ? {
            year: num(income.incomeYear)!,
            grossOre: ore(income.grossIncome),
            netOre: ore(income.netIncome),
            wealthOre: ore(income.netWealth),
          }
        : null,
    balance: null,
  };
}

function candidateOf(body: Record<string, unknown>): PersonCandidate {
  const info = obj(body.consumerInformation);
  const born = day(info.dateOfBirth);
  return {
    name: str(info.name) || [str(info.firstName), str(info.surname)].filter(Boolean).join(" "),
    birthYear: born ? Number(born.slice(0, 4)) : null,
    city: orNull(obj(info.address).city),
  };
}

/** Tokens by base URL and user, shared by the adapters of one runtime (a warm function asks once an hour). */
const tokens = new Map<string, { token: string; until: number }>();

export function creditsafeProvider(
  baseUrl: string,
  credentials: () => CreditsafeCredentials,
  fetchImpl: Fetch = fetch,
  timeoutMs = CREDIT_TIMEOUT_MS,
): CreditProvider {
  const base = baseUrl.replace(/\/$/, "");
  async function send(path: string, init: Parameters<Fetch>[1] = {}): Promise<Response> {
    try {
      return await fetchImpl(`${base}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      throw unavailable(); // no answer in time, or none at all
    }
  }
  async function json(res: Response): Promise<unknown> {
    try {
      return await res.json();
    } catch {
      throw unavailable();
    }
  }
  async function token(fresh: boolean): Promise<string> {
    const creds = credentials();
    const key = `${base}\n${creds.username}`;
    const kept = tokens.get(key);
    if (!fresh && kept && kept.until > Date.now()) return kept.token;
    const res = await send("/authenticate", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ username: creds.username, password: creds.password }),
    });
    if (!res.ok) throw unavailable(); // our credentials refused (401), or rate-limited (429): nothing the user can fix
    const t = str(obj(await json(res)).token);
    if (!t) throw unavailable();
    tokens.set(key, { token: t, until: Date.now() + TOKEN_MS });
    return t;
  }
  async function get(path: string): Promise<Response> {
    const call = async (fresh: boolean) =>
      send(path, { headers: { authorization: `Bearer ${await token(fresh)}`, accept: "application/json" } });
    const res = await call(false);
    return res.status === 401 ? call(true) : res;
  }
  /**
   * Found nothing: 404, or 400 (the bureau's BadRequest: criteria it cannot search by; our own input is checked
   * before, so its answer to the user is "no results"). A search with no hits is a 200 (NoResults).
   */
  const isNone = (res: Response) => res.status === 404 || res.status === 400;
  return {
    name: "Creditsafe",
    // Creditsafe sends the gjenpartsbrev to a private person checked (docs/credit-check.md)
    sendsNoticeCopy: true,
    async searchCompanies(query) {
      const q = new URLSearchParams({ countries: "NO", page: "1", pageSize: String(PAGE_SIZE) });
      if (query.orgNumber) q.set("regNo", normaliseIdentifier(query.orgNumber));
      if (query.name) q.set("name", query.name.trim());
      const res = await get(`/companies?${q.toString()}`);
      if (isNone(res)) return [];
      if (!res.ok) throw unavailable();
      const body = obj(await json(res));
      return list(body.companies)
        .map(hitOf)
        .filter((h): h is CompanyHit => h !== null);
    },
    async companyReport(providerRef) {
      const res = await get(`/companies/${encodeURIComponent(providerRef)}?language=en`);
      if (isNone(res)) return null;
      if (!res.ok) throw unavailable();
      const report = companyReportOf(providerRef, await json(res));
      if (!report) throw unavailable();
      return report;
    },
    async personReport(query: PersonQuery): Promise<PersonAnswer> {
      const q = new URLSearchParams({
        countries: "NO",
        firstName: query.firstName,
        lastName: query.lastName,
        street: query.street,
        houseNo: query.houseNo,
        city: query.city,
        postCode: query.postcode,
      });
      if (query.birthDate) q.set("dateOfBirth", `${query.birthDate}T00:00:00Z`);
      const res = await get(`/consumers?${q.toString()}`);
      if (isNone(res)) return { outcome: "none" };
      if (!res.ok) throw unavailable();
      const consumers = list(obj(await json(res)).consumers);
      if (consumers.length === 0) return { outcome: "none" };
      if (consumers.length > 1) return { outcome: "several", candidates: consumers.slice(0, 20).map(candidateOf) };
      const report = personReportOf(consumers[0]!);
      if (!report) throw unavailable();
      return { outcome: "report", report };
    },
  };
}

/** The bureau this runtime uses (config().creditBureau). */
export async function creditProvider(): Promise<CreditProvider> {
  const { config } = await import("../config");
  const c = config().creditBureau;
  return creditsafeProvider(c.url, () => ({ username: c.username, password: c.password }));
}
