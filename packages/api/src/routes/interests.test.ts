import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "@innfri/core/dynamo/db";
import { INTEREST_RATES_PARTITION } from "@innfri/core/ledger/interest/interest-rate.entity";
import { clearInterestRateCache, loadRates } from "@innfri/core/ledger/interest/interest-rates";
import { B2B_COMPENSATION, INTEREST_RATES } from "@innfri/core/ledger/interest/rates";
import { call, createUser, signIn } from "../../test/support";

async function signedIn(opts: Parameters<typeof createUser>[0] = {}) {
  const u = await createUser(opts);
  return { ...u, token: (await signIn(u.email)).user.accessToken };
}

afterEach(() => {
  vi.useRealTimers();
});

const calc = (query: string) => `/interests/calculate?${query}`;
const WORKED_EXAMPLE = "principal=10000&dueDate=2026-05-15&paidDate=2026-08-14";

describe("interest rates (admin resource `interests`)", () => {
  it("seeds the published rates once, even when the first requests arrive together", async () => {
    const admin = await signedIn({ type: "admin" });
    const lists = await Promise.all(
      Array.from({ length: 5 }, () => call("GET", "/interests?rowsPerPage=100", { token: admin.token })),
    );
    for (const res of lists) {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.total).toBe(INTEREST_RATES.length);
    }
  });

  it("lists 2019 H2 to 2026 H2 newest first, with the § 3a compensation, and pages and sorts", async () => {
    const admin = await signedIn({ type: "admin" });
    const res = await call("GET", "/interests?rowsPerPage=100", { token: admin.token });
    expect(res.status).toBe(200);
    const froms = res.body.data.map((r: { from: string }) => r.from);
    expect(froms).toEqual(INTEREST_RATES.map((r) => r.from).reverse());
    expect(froms[0]).toBe("2026-07-01");
    expect(froms.at(-1)).toBe("2019-07-01");
    expect(res.body.data[0]).toMatchObject({
      from: "2026-07-01",
      to: "2026-12-31",
      ratePercent: 12.25,
      rateBasisPoints: 1225,
      compensationOre: 43_000,
      updatedBy: "seed",
    });
    for (const row of INTEREST_RATES) {
      const item = res.body.data.find((r: { from: string }) => r.from === row.from);
      expect(item.rateBasisPoints, row.from).toBe(row.rateBasisPoints);
      const comp = B2B_COMPENSATION.find((c) => c.from === row.from)?.amountOre ?? null;
      expect(item.compensationOre, row.from).toBe(comp);
    }
    // 2020 H1 has no known compensation.
    expect(res.body.data.find((r: { from: string }) => r.from === "2020-01-01").compensationOre).toBeNull();

    const page2 = await call("GET", "/interests?rowsPerPage=5&page=2", { token: admin.token });
    expect(page2.body.total).toBe(INTEREST_RATES.length);
    expect(page2.body.data.map((r: { from: string }) => r.from)).toEqual([
      "2024-01-01",
      "2023-07-01",
      "2023-01-01",
      "2022-07-01",
      "2022-01-01",
    ]);
    const oldest = await call("GET", "/interests?rowsPerPage=2&sortBy=from", { token: admin.token });
    expect(oldest.body.data.map((r: { from: string }) => r.from)).toEqual(["2019-07-01", "2020-01-01"]);
    const year = await call("GET", "/interests?search=2024", { token: admin.token });
    expect(year.body.total).toBe(2);
    expect((await call("GET", "/interests?sortBy=rate", { token: admin.token })).status).toBe(422);

    const one = await call("GET", "/interests/2019-07-01", { token: admin.token });
    expect(one).toMatchObject({
      status: 200,
      body: { from: "2019-07-01", ratePercent: 9.25, compensationOre: 39_000 },
    });
    expect((await call("GET", "/interests/2019-01-01", { token: admin.token })).status).toBe(404);
  });

  it("lets admin and superadmin create, change and delete a half-year", async () => {
    const admin = await signedIn({ type: "admin" });
    const superadmin = await signedIn({ type: "superadmin" });
    const created = await call("POST", "/interests", {
      token: admin.token,
      body: { from: "2027-01-01", ratePercent: "12,75", compensation: "430,50", source: "FOR-2026-12-18-9999" },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      from: "2027-01-01",
      to: "2027-06-30",
      ratePercent: 12.75,
      rateBasisPoints: 1275,
      compensationOre: 43_050,
      source: "FOR-2026-12-18-9999",
      updatedBy: admin.userId,
    });

    const again = await call("POST", "/interests", {
      token: admin.token,
      lang: "en",
      body: { from: "2027-01-01", ratePercent: "12" },
    });
    expect(again.status).toBe(422);
    expect(again.body.errors.from).toEqual(["A rate for this half-year already exists. Change it instead."]);

    const changed = await call("PUT", "/interests/2027-01-01", {
      token: superadmin.token,
      body: { ratePercent: 13, source: "rettet" },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({
      rateBasisPoints: 1300,
      ratePercent: 13,
      compensationOre: null,
      source: "rettet",
      updatedBy: superadmin.userId,
    });
    expect((await call("GET", "/interests/2027-01-01", { token: admin.token })).body.rateBasisPoints).toBe(1300);
    const list = await call("GET", "/interests?rowsPerPage=1", { token: admin.token });
    expect(list.body).toMatchObject({ total: INTEREST_RATES.length + 1, data: [{ from: "2027-01-01" }] });

    expect(
      (await call("PUT", "/interests/2027-07-01", { token: admin.token, body: { ratePercent: "12" } })).status,
    ).toBe(404);

    const del = await call("DELETE", "/interests/2027-01-01", { token: admin.token, lang: "en" });
    expect(del).toMatchObject({ status: 200, body: { message: "The rate has been deleted." } });
    expect((await call("GET", "/interests/2027-01-01", { token: admin.token })).status).toBe(404);
    expect((await call("DELETE", "/interests/2027-01-01", { token: admin.token })).status).toBe(404);
    const no = await call("DELETE", "/interests/2027-01-01", { token: admin.token });
    expect(no.body.message).toBe("Fant ikke det du lette etter.");
  });

  it("refuses sales (403) and customer users (403), who may still calculate", async () => {
    const sales = await signedIn({ type: "sales" });
    const owner = await signedIn({ permission: "owner" });
    for (const who of [sales, owner]) {
      const calls: [string, string, unknown?][] = [
        ["GET", "/interests"],
        ["GET", "/interests/2026-07-01"],
        ["POST", "/interests", { from: "2028-01-01", ratePercent: "10" }],
        ["PUT", "/interests/2026-07-01", { ratePercent: "1" }],
        ["DELETE", "/interests/2026-07-01"],
      ];
      for (const [method, path, body] of calls) {
        const res = await call(method, path, { token: who.token, body });
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(JSON.stringify(res.body)).not.toContain("1225");
      }
      const calculated = await call("GET", calc(WORKED_EXAMPLE), { token: who.token });
      expect(calculated.status).toBe(200);
    }
    const admin = await signedIn({ type: "admin" });
    const kept = await call("GET", "/interests/2026-07-01", { token: admin.token });
    expect(kept.body.rateBasisPoints).toBe(1225);
    expect((await call("GET", "/interests/2028-01-01", { token: admin.token })).status).toBe(404);
    expect((await call("GET", "/interests")).status).toBe(401);
    expect((await call("GET", calc(WORKED_EXAMPLE))).status).toBe(401);
  });

  it("validates the half-year, the rate and the compensation (422, in English and Norwegian)", async () => {
    const admin = await signedIn({ type: "admin" });
    const post = (body: unknown, lang: "no" | "en" = "en") =>
      call("POST", "/interests", { token: admin.token, lang, body });

    const march = await post({ from: "2026-03-01", ratePercent: "12" });
    expect(march.status).toBe(422);
    expect(march.body.errors.from).toEqual(["Choose 1 January or 1 July (01.01.YYYY or 01.07.YYYY)."]);
    const marchNo = await post({ from: "2026-03-01", ratePercent: "12" }, "no");
    expect(marchNo.body.errors.from).toEqual(["Velg 1. januar eller 1. juli (01.01.ÅÅÅÅ eller 01.07.ÅÅÅÅ)."]);
    expect((await post({ from: "01.07.2026", ratePercent: "12" })).body.errors.from).toHaveLength(1);

    const abc = await post({ from: "2028-07-01", ratePercent: "abc" });
    expect(abc.status).toBe(422);
    expect(abc.body.errors.ratePercent).toEqual(["Enter a rate in per cent from 0 to 50, with at most two decimals."]);
    const abcNo = await post({ from: "2028-07-01", ratePercent: "abc" }, "no");
    expect(abcNo.body.errors.ratePercent).toEqual([
      "Skriv inn en rente i prosent fra 0 til 50, med høyst to desimaler.",
    ]);
    for (const rate of ["51", 51, "50,01", "12,255", "-1"]) {
      const res = await post({ from: "2028-07-01", ratePercent: rate });
      expect(res.status, String(rate)).toBe(422);
      expect(res.body.errors.ratePercent, String(rate)).toHaveLength(1);
    }
    const empty = await post({ from: "", ratePercent: "" });
    expect(empty.body.errors).toEqual({ from: ["Please type something"], ratePercent: ["Please type something"] });
    const comp = await post({ from: "2028-07-01", ratePercent: "10", compensation: "fire hundre" });
    expect(comp.body.errors.compensation).toEqual(["Enter an amount in NOK, for example 430.00."]);
    const put = await call("PUT", "/interests/2026-03-01", { token: admin.token, body: { ratePercent: "12" } });
    expect(put.status).toBe(422);
    expect(Object.keys(put.body.errors)).toEqual(["from"]);
    const malformed = await call("POST", "/interests", { token: admin.token, raw: "{not json" });
    expect(malformed.status).toBe(400);

    // Accepted forms: "12,25 %", 50, 0, a number.
    for (const [rate, bp] of [
      ["12,25 %", 1225],
      ["50", 5000],
      [0, 0],
      [9.5, 950],
    ] as const) {
      const ok = await call("PUT", "/interests/2026-07-01", { token: admin.token, body: { ratePercent: rate } });
      expect(ok.status, String(rate)).toBe(200);
      expect(ok.body.rateBasisPoints).toBe(bp);
    }
    // Nothing of the refused calls was stored; put the published figures back.
    const list = await call("GET", "/interests?rowsPerPage=100", { token: admin.token });
    expect(list.body.total).toBe(INTEREST_RATES.length);
    const restored = await call("PUT", "/interests/2026-07-01", {
      token: admin.token,
      body: { ratePercent: "12,25", compensation: "430" },
    });
    expect(restored.body).toMatchObject({ rateBasisPoints: 1225, compensationOre: 43_000 });
  });

  it("calculates with the stored rates: NOK 10 000 due 2026-05-15 paid 2026-08-14 is 30 226 øre", async () => {
    const owner = await signedIn({ permission: "owner" });
    const res = await call("GET", calc(WORKED_EXAMPLE), { token: owner.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      totalOre: 30_226,
      periods: [
        { from: "2026-05-16", to: "2026-06-30", days: 46, ratePercent: 12, baseOre: 1_000_000, interestOre: 15_123 },
        { from: "2026-07-01", to: "2026-08-14", days: 45, ratePercent: 12.25, baseOre: 1_000_000, interestOre: 15_103 },
      ],
    });
    const until = await call("GET", calc("principal=10 000,00&dueDate=2026-05-15&untilDate=2026-08-14"), {
      token: owner.token,
    });
    expect(until.body.totalOre).toBe(30_226);

    const missing = await call("GET", calc("principal=100&dueDate=2026-05-15"), { token: owner.token, lang: "en" });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.paidDate).toEqual(["Please type something"]);
    const bad = await call("GET", calc("principal=abc&dueDate=2026-02-30&paidDate=2026-08-14"), {
      token: owner.token,
      lang: "en",
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.principal).toEqual(["Enter the principal in NOK, for example 10 000.00."]);
    expect(bad.body.errors.dueDate).toEqual(["Please enter a valid date (DD.MM.YYYY)."]);
  });

  it("refuses a period without a rate, naming the half-year in both languages", async () => {
    const owner = await signedIn({ permission: "owner" });
    const admin = await signedIn({ type: "admin" });
    // Before the first published row (2019 H2).
    const early = calc("principal=10000&dueDate=2019-03-01&paidDate=2019-08-01");
    const en = await call("GET", early, { token: owner.token, lang: "en" });
    expect(en.status).toBe(422);
    expect(en.body.message).toBe(
      "There is no late-payment interest rate for the half-year starting 01.01.2019 (2019 H1). Interest cannot be calculated for this period until the rate is entered.",
    );
    expect(en.body.errors.period).toEqual([en.body.message]);
    const no = await call("GET", early, { token: owner.token, lang: "no" });
    expect(no.body.message).toContain("halvåret som starter 01.01.2019 (1. halvår 2019)");

    // An admin deletes a historical rate: calculations touching it refuse at once (the cache is cleared).
    const across = calc("principal=10000&dueDate=2025-06-01&paidDate=2025-09-01");
    expect((await call("GET", across, { token: owner.token })).status).toBe(200);
    expect((await call("DELETE", "/interests/2025-07-01", { token: admin.token })).status).toBe(200);
    const refused = await call("GET", across, { token: owner.token });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain("01.07.2025 (2. halvår 2025)");
    // The half-year before it still calculates.
    expect(
      (await call("GET", calc("principal=10000&dueDate=2025-02-01&paidDate=2025-06-30"), { token: owner.token }))
        .status,
    ).toBe(200);
    // Not reseeded: the table is not empty.
    expect((await call("GET", "/interests/2025-07-01", { token: admin.token })).status).toBe(404);
    const back = await call("POST", "/interests", {
      token: admin.token,
      body: { from: "2025-07-01", ratePercent: "12,25", compensation: "460" },
    });
    expect(back.status).toBe(201);
    expect((await call("GET", across, { token: owner.token })).status).toBe(200);
  });

  it("caches loadRates for 60 s in the process, cleared by a change", async () => {
    clearInterestRateCache();
    const first = await loadRates();
    expect(first.rates).toHaveLength(INTEREST_RATES.length);
    expect(first.rates[0]).toEqual({ from: "2019-07-01", rateBasisPoints: 925 });
    expect(first.compensation.find((c) => c.from === "2026-07-01")?.amountOre).toBe(43_000);
    // A change behind the service's back is not seen until the minute is over.
    await db()
      .entities.interestRate.patch({ listed: INTEREST_RATES_PARTITION, from: "2019-07-01" })
      .set({ rateBasisPoints: 926 })
      .go();
    expect((await loadRates()).rates[0]!.rateBasisPoints).toBe(925);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 61_000);
    expect((await loadRates()).rates[0]!.rateBasisPoints).toBe(926);
    vi.useRealTimers();
    // A change through the API clears it at once.
    const admin = await signedIn({ type: "admin" });
    await call("PUT", "/interests/2019-07-01", {
      token: admin.token,
      body: { ratePercent: "9,25", compensation: "390" },
    });
    expect((await loadRates()).rates[0]!.rateBasisPoints).toBe(925);
    // Callers get copies: changing one does not change the cache.
    (await loadRates()).rates.pop();
    expect((await loadRates()).rates).toHaveLength(INTEREST_RATES.length);
  });
});
