/**
 * A local Creditsafe Connect (issue 21; docs/credit-check.md): the subset the adapter uses
 * (packages/core/src/credit-check/creditsafe.ts) — `POST /authenticate`, `GET /companies`, `GET /companies/{connectId}`,
 * `GET /consumers` — served under `npm start` at /_local/creditsafe/v1 and started by the API tests. Its answers are
 * shaped by the published OpenAPI document (vendor-docs/creditsafe), and the contract test
 * (credit-check/creditsafe.contract.test.ts) checks every one against its schemas. Fictional people and companies,
 * one per case the product must handle: clean, risky, bankrupt, no hits, several hits, the bureau down and slow.
 */
import { randomBytes } from "node:crypto";
import { Hono } from "hono";
import { LOCAL_BUREAU } from "@innfri/core/config";

/** The user the fake accepts: the one config() gives under `npm start` and in tests. */
export const FAKE_BUREAU_USER = LOCAL_BUREAU;

/** Organisation numbers (the company register's fake uses the same fictional companies). */
export const BUREAU_DOWN_ORG = "910000098";
export const BUREAU_SLOW_ORG = "910000101";

const when = (d: string) => `${d}T00:00:00Z`;

interface FakeCompany {
  id: string;
  regNo: string;
  name: string;
  status: "Active" | "NonActive";
  statusText: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  rating: { common: "A" | "B" | "C" | "D" | "E"; text: string; value: string; limit: string; pod: number };
  remarks: { date: string; amount: number; creditor: string; type: string; status: string }[];
  accounts: {
    yearEnd: string;
    revenue: number;
    profitBeforeTax: number;
    totalAssets: number;
    equity: number;
    liabilities: number;
  };
}

export const BUREAU_COMPANIES: FakeCompany[] = [
  {
    id: "NO-X-910000012",
    regNo: "910000012",
    name: "FJORDLYS RØRLEGGERSERVICE AS",
    status: "Active",
    statusText: "Aktiv",
    street: "Storgata",
    houseNumber: "10",
    postalCode: "0155",
    city: "OSLO",
    rating: { common: "A", text: "Very Low Risk", value: "87", limit: "500000", pod: 0.4 },
    remarks: [],
    accounts: {
      yearEnd: "2025-12-31",
      revenue: 12_450_000,
      profitBeforeTax: 1_830_000,
      totalAssets: 6_200_000,
      equity: 2_950_000,
      liabilities: 3_250_000,
    },
  },
  {
    id: "NO-X-910000063",
    regNo: "910000063",
    name: "NORDLYS REGNSKAP AS",
    status: "Active",
    statusText: "Aktiv",
    street: "Kongens gate",
    houseNumber: "5",
    postalCode: "0153",
    city: "OSLO",
    rating: { common: "D", text: "High Risk", value: "18", limit: "15000", pod: 12.5 },
    remarks: [
      { date: "2026-06-02", amount: 48_200, creditor: "Eksempel Finans AS", type: "Inkasso", status: "Unsettled" },
      { date: "2026-09-15", amount: 12_750, creditor: "Kontorleverandøren AS", type: "Inkasso", status: "Unsettled" },
    ],
    accounts: {
      yearEnd: "2025-12-31",
      revenue: 2_140_000,
      profitBeforeTax: -380_000,
      totalAssets: 910_000,
      equity: -120_000,
      liabilities: 1_030_000,
    },
  },
  {
    id: "NO-X-910000020",
    regNo: "910000020",
    name: "KONKURSBO EKSEMPEL AS",
    status: "NonActive",
    statusText: "Konkurs",
    street: "Storgata",
    houseNumber: "10",
    postalCode: "0155",
    city: "OSLO",
    rating: { common: "E", text: "Not Rated", value: "0", limit: "0", pod: 100 },
    remarks: [
      { date: "2026-09-14", amount: 310_000, creditor: "Skatteetaten", type: "Konkursbegjæring", status: "Unsettled" },
    ],
    accounts: {
      yearEnd: "2024-12-31",
      revenue: 4_900_000,
      profitBeforeTax: -2_100_000,
      totalAssets: 1_200_000,
      equity: -1_800_000,
      liabilities: 3_000_000,
    },
  },
];

interface FakePerson {
  id: string;
  firstName: string;
  surname: string;
  born: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  score: string;
  description: string;
  limit: number;
  remarks: { date: string; amount: number; creditor: string; type: string; status: string }[];
  income: { year: number; gross: number; net: number; wealth: number };
}

export const BUREAU_PEOPLE: FakePerson[] = [
  {
    id: "NO-C-1001",
    firstName: "Kari",
    surname: "Nordmann",
    born: "1985-04-12",
    street: "Storgata",
    houseNumber: "1",
    postalCode: "0155",
    city: "OSLO",
    score: "82",
    description: "Low risk",
    limit: 150_000,
    remarks: [],
    income: { year: 2025, gross: 684_000, net: 512_300, wealth: 420_000 },
  },
  {
    id: "NO-C-1002",
    firstName: "Ola",
    surname: "Risiko",
    born: "1979-11-30",
    street: "Fjellveien",
    houseNumber: "3",
    postalCode: "5003",
    city: "BERGEN",
    score: "15",
    description: "High risk",
    limit: 0,
    remarks: [
      { date: "2026-03-10", amount: 23_400, creditor: "Eksempel Inkasso AS", type: "Inkasso", status: "Unsettled" },
      { date: "2026-08-21", amount: 8_950, creditor: "Telefonselskapet AS", type: "Utlegg", status: "PartlySettled" },
    ],
    income: { year: 2025, gross: 312_000, net: 251_000, wealth: -85_000 },
  },
  // two of the same name and address: several hits until the birth date tells them apart
  ...[
    ["NO-C-1003", "1960-02-01"],
    ["NO-C-1004", "1991-07-19"],
  ].map(([id, born]) => ({
    id: id!,
    firstName: "Per",
    surname: "Hansen",
    born: born!,
    street: "Storgata",
    houseNumber: "2",
    postalCode: "0155",
    city: "OSLO",
    score: "64",
    description: "Moderate risk",
    limit: 60_000,
    remarks: [],
    income: { year: 2025, gross: 540_000, net: 410_000, wealth: 150_000 },
  })),
];

/** A surname that makes the bureau fail (503), and one that answers past the adapter's timeout. */
export const BUREAU_DOWN_SURNAME = "Nedesen";
export const BUREAU_SLOW_SURNAME = "Tregesen";

const address = (a: { street: string; houseNumber: string; postalCode: string; city: string }) => ({
  simpleValue: `${a.street} ${a.houseNumber}, ${a.postalCode} ${a.city}`,
  street: a.street,
  houseNumber: a.houseNumber,
  postalCode: a.postalCode,
  city: a.city,
  country: "NO" as const,
});

/** A company as a search hit (`Creditsafe.GlobalData.Company`). */
export function companyHit(c: FakeCompany) {
  return {
    id: c.id,
    country: "NO",
    regNo: c.regNo,
    safeNo: c.regNo,
    idType: "RegistrationNumber",
    name: c.name,
    type: "Ltd",
    officeType: "headOffice",
    status: c.status,
    address: address(c),
    legalForm: "Aksjeselskap",
    dateOfLatestAccounts: when(c.accounts.yearEnd),
  };
}

/** A company credit report (`CompanyReportResponse`). */
export function companyReport(c: FakeCompany) {
  const rating = {
    commonValue: c.rating.common,
    commonDescription: c.rating.text,
    creditLimit: { currency: "NOK", value: c.rating.limit },
    providerValue: { maxValue: "100", minValue: "0", value: c.rating.value },
    providerDescription: c.rating.text,
    pod: c.rating.pod,
  };
  return {
    correlationId: randomBytes(8).toString("hex"),
    report: {
      companyId: c.id,
      language: "EN",
      companySummary: {
        businessName: c.name,
        country: "NO",
        companyNumber: c.regNo,
        companyRegistrationNumber: c.regNo,
        companyStatus: { status: c.status, description: c.statusText },
        creditRating: rating,
      },
      companyIdentification: {
        basicInformation: {
          businessName: c.name,
          registeredCompanyName: c.name,
          companyRegistrationNumber: c.regNo,
          country: "NO",
          companyStatus: { status: c.status, description: c.statusText },
          contactAddress: address(c),
        },
      },
      creditScore: { currentCreditRating: rating, latestRatingChangeDate: when("2026-10-01") },
      contactInformation: { mainAddress: { ...address(c), type: "Registered" } },
      financialStatements: [
        {
          type: "LocalFinancialsCSNO",
          yearEndDate: when(c.accounts.yearEnd),
          numberOfWeeks: 52,
          currency: "NOK",
          consolidatedAccounts: false,
          profitAndLoss: { revenue: c.accounts.revenue, profitBeforeTax: c.accounts.profitBeforeTax },
          balanceSheet: {
            totalAssets: c.accounts.totalAssets,
            totalLiabilities: c.accounts.liabilities,
            totalShareholdersEquity: c.accounts.equity,
          },
        },
      ],
      negativeInformation: {
        paymentRemarks: c.remarks.map((r) => ({ ...r, date: when(r.date) })),
      },
    },
  };
}

/** A consumer report (`ConsumerReport`). */
export function consumerReport(p: FakePerson) {
  return {
    consumerInformation: {
      name: `${p.firstName} ${p.surname}`,
      firstName: p.firstName,
      surname: p.surname,
      dateOfBirth: when(p.born),
      consumerID: p.id,
      address: address(p),
    },
    incomes: [
      {
        incomeYear: p.income.year,
        netWealth: p.income.wealth,
        netIncome: p.income.net,
        grossIncome: p.income.gross,
        municipalityNr: "0301",
      },
    ],
    paymentRemarks: [
      {
        unsettledROPNumber: p.remarks.length,
        unsettledROPAmount: p.remarks.reduce((s, r) => s + r.amount, 0),
      },
    ],
    paymentRemarksDetails: p.remarks.map((r) => ({
      ...r,
      date: when(r.date),
      source: "Creditsafe",
      refNr: `R-${p.id}`,
    })),
    consumerRating: {
      currentCreditRating: {
        providerValue: { maxValue: "100", minValue: "0", value: p.score },
        providerDescription: p.description,
      },
      currentContractLimit: { currency: "NOK", value: p.limit },
    },
  };
}

const same = (a: string | undefined, b: string) => (a ?? "").trim().toLowerCase() === b.toLowerCase();

export function creditsafeFake(opts: { slowMs?: number } = {}) {
  const tokens = new Set<string>();
  const app = new Hono();
  const slow = () => new Promise((r) => setTimeout(r, opts.slowMs ?? 15_000));
  app.post("/authenticate", async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { username?: string; password?: string };
    if (body.username !== FAKE_BUREAU_USER.username || body.password !== FAKE_BUREAU_USER.password)
      return c.json({ message: "Invalid username or password" }, 401);
    const token = `eyJhbGciOiJub25lIn0.${randomBytes(18).toString("base64url")}.`;
    tokens.add(token);
    return c.json({ token });
  });
  app.use("*", async (c, next) => {
    if (c.req.path.endsWith("/authenticate")) return next();
    const token = (c.req.header("authorization") ?? "").replace(/^Bearer /, "");
    if (!tokens.has(token)) return c.json({ error: "Invalid token" }, 401);
    return next();
  });
  app.get("/companies", async (c) => {
    const regNo = c.req.query("regNo");
    const name = (c.req.query("name") ?? "").trim().toUpperCase();
    if (!c.req.query("countries")) return c.json({ message: "countries is required" }, 400);
    if (regNo === BUREAU_DOWN_ORG || name.includes("NEDE")) return c.json({ message: "Service unavailable" }, 503);
    if (regNo === BUREAU_SLOW_ORG) await slow();
    const words = name.split(/\s+/).filter(Boolean);
    const hits = BUREAU_COMPANIES.filter((co) =>
      regNo ? co.regNo === regNo : words.length > 0 && words.every((w) => co.name.includes(w)),
    );
    if (hits.length === 0)
      return c.json({
        totalSize: 0,
        companies: {},
        messages: [{ type: "Information", code: "NoResults", text: "No results" }],
      });
    return c.json({
      correlationId: randomBytes(8).toString("hex"),
      totalSize: hits.length,
      companies: hits.map(companyHit),
    });
  });
  app.get("/companies/:connectId", (c) => {
    const found = BUREAU_COMPANIES.find((co) => co.id === c.req.param("connectId"));
    if (!found) return c.json({ message: "Report unavailable", details: "No company with this connectId" }, 404);
    return c.json(companyReport(found));
  });
  app.get("/consumers", async (c) => {
    const q = c.req.query();
    const missing = ["countries", "firstName", "lastName", "street", "houseNo", "city", "postCode"].filter(
      (k) => !q[k],
    );
    if (missing.length > 0) return c.json({ message: `Missing ${missing.join(", ")}` }, 400);
    if (same(q.lastName, BUREAU_DOWN_SURNAME)) return c.json({ message: "Service unavailable" }, 503);
    if (same(q.lastName, BUREAU_SLOW_SURNAME)) await slow();
    const born = q.dateOfBirth ? q.dateOfBirth.slice(0, 10) : null;
    const hits = BUREAU_PEOPLE.filter(
      (p) =>
        same(q.firstName, p.firstName) &&
        same(q.lastName, p.surname) &&
        same(q.postCode, p.postalCode) &&
        (born === null || born === p.born),
    );
    return c.json({ totalSize: hits.length, consumers: hits.map(consumerReport) });
  });
  return Object.assign(app, {
    /** Forgets every token it gave (as their hour running out): the adapter must authenticate again. */
    expireTokens: () => tokens.clear(),
  });
}
