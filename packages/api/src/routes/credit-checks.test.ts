import { afterEach, describe, expect, it } from "vitest";
import { credit } from "@innfri/core/billing/entitlements";
import { Clock } from "@innfri/core/clock";
import { setVerification, verificationOf } from "@innfri/core/credit-check/checks";
import { BUREAU_DOWN_ORG } from "../../../../scripts/local/fakes/creditsafe";
import { call, signIn } from "../../test/support";
import { ledgerOwner } from "../../test/ledger";

// the bureau is the fake test/setup.ts serves for each file (scripts/local/fakes/creditsafe.ts)
afterEach(() => Clock.setOffset(0));

/** An owner verified for credit checks, with `checks` of them on the allowance. */
async function checker(checks = 10) {
  const o = await ledgerOwner("owner", { integration: false });
  await setVerification(o.userId, "verified", { userId: "system", staff: true });
  if (checks > 0) await credit(o.customerId, { creditChecks: checks }, "test", { userId: "system" });
  return {
    ...o,
    check: (body: unknown, opts: { lang?: "no" | "en"; key?: string } = {}) =>
      call("POST", `/users/${o.userId}/credit-check`, {
        token: o.token,
        body,
        lang: opts.lang,
        headers: opts.key ? { "idempotency-key": opts.key } : undefined,
      }),
  };
}

const kari = {
  kind: "person",
  name: "Kari Nordmann",
  street: "Storgata 1",
  postcode: "0155",
  city: "Oslo",
  purpose: "credit",
};
const left = async (o: { customerId: string; token: string }) =>
  (await call("GET", `/customers/${o.customerId}/allowances`, { token: o.token })).body.creditChecks as number;

async function pdfOf(token: string, id: string) {
  for (let i = 0; i < 100; i++) {
    const res = await call("GET", `/case-credit-check/get-pdf/${id}`, { token });
    if (res.status !== 409) return res;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("no PDF");
}

describe("the credit check (issue 21)", () => {
  it("a private person: report with score, risk and income; the copy by the bureau recorded; gone after 24 hours", async () => {
    const o = await checker(3);
    const res = await o.check(kari);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      outcome: "report",
      report: {
        kind: "person",
        subject: { name: "Kari Nordmann", birthDate: "1985-04-12" },
        score: 820,
        riskClass: "A",
      },
      check: {
        kind: "person",
        purpose: "credit",
        reportAvailable: true,
        noticeCopy: { by: "bureau", provider: "Creditsafe" },
      },
    });
    expect(res.body.report.income).toMatchObject({ year: 2025, grossOre: 68_400_000 });
    expect(await left(o)).toBe(2);
    const id = res.body.check.id as string;
    const pdf = await pdfOf(o.token, id);
    expect(pdf.status).toBe(200);
    // 24 hours on: the history keeps that the check was made, not its content
    Clock.setOffset(24 * 3600_000 + 60_000);
    o.token = (await signIn(o.email)).user.accessToken; // the session ended with the clock moved
    const detail = await call("GET", `/credit-checks/${id}`, { token: o.token });
    expect(detail.body).toMatchObject({
      report: null,
      check: { subjectName: "Kari Nordmann", reportAvailable: false },
    });
    expect(await call("GET", `/case-credit-check/get-pdf/${id}`, { token: o.token, lang: "en" })).toMatchObject({
      status: 404,
      body: {
        message:
          "Details of private persons are deleted after 24 hours. Run a new credit check if you need them again.",
      },
    });
    const history = await call("GET", "/credit-checks", { token: o.token });
    expect(history.body.data).toEqual([expect.objectContaining({ id, riskClass: null, reportAvailable: false })]);
    expect(JSON.stringify(history.body)).not.toContain("820");
  });

  it("a company: the report, its risk class kept in the history, its PDF", async () => {
    const o = await checker();
    const res = await o.check({ kind: "company", orgNumber: "910 000 063" });
    expect(res.body).toMatchObject({
      report: { kind: "company", subject: { name: "NORDLYS REGNSKAP AS" }, riskClass: "D", anticipatedDefault: 12.5 },
      check: { riskClass: "D", reportUntil: null, noticeCopy: null },
    });
    expect(res.body.report.paymentRemarks).toHaveLength(2);
    const pdf = await pdfOf(o.token, res.body.check.id);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(String(pdf.body).startsWith("%PDF")).toBe(true);
    const hits = await call("GET", "/credit-checks/companies?name=eksempel%20as", { token: o.token });
    expect(hits.body.data.map((h: { name: string }) => h.name)).toEqual(["KONKURSBO EKSEMPEL AS"]);
  });

  it("validates the searches with SPEC 5's messages in both languages", async () => {
    const o = await checker();
    const no = await o.check({ kind: "person", birthDate: "1.1.85", purpose: "credit" });
    expect(no.status).toBe(422);
    expect(no.body.errors.name).toContain("Skriv inn navn eller et fødselsnummer på 11 siffer.");
    expect(no.body.errors.name).toContain("Skriv inn navn når du oppgir fødselsdato.");
    expect(no.body.errors.birthDate).toEqual(["Fødselsdatoen må ha 10 tegn (dd.mm.åååå)."]);
    const en = await o.check({ ...kari, name: "Kari N", ssn: "12345678901", purpose: undefined }, { lang: "en" });
    expect(en.body.errors).toMatchObject({
      name: ["The name needs at least two words of at least 2 characters each."],
      ssn: ["Please enter a valid national identity number or D-number (11 digits)."],
      purpose: ["Choose why you check the person (justified need)."],
    });
    const company = await o.check({ kind: "company", orgNumber: "910000013" }, { lang: "en" });
    expect(company.body.errors.orgNumber).toEqual(["Please enter a valid organisation number (9 digits)."]);
    const search = await call("GET", "/credit-checks/companies?name=fjordlys", { token: o.token });
    expect(search.body.errors.name).toEqual(["Søket må ha minst to ord med minst 2 tegn hver."]);
    expect(await left(o)).toBe(10);
  });

  it("several persons, none, or a bureau down cost nothing and write nothing", async () => {
    const o = await checker(2);
    const per = { ...kari, name: "Per Hansen", street: "Storgata 2" };
    expect((await o.check(per)).body).toMatchObject({
      outcome: "several",
      check: null,
      candidates: [
        { name: "Per Hansen", birthYear: 1960 },
        { name: "Per Hansen", birthYear: 1991 },
      ],
    });
    expect((await o.check({ ...per, birthDate: "19.07.1991" })).body.report.subject.birthDate).toBe("1991-07-19");
    expect(await o.check({ ...kari, name: "Kari Ukjent" }, { lang: "en" })).toMatchObject({
      status: 404,
      body: { message: "We cannot find results for a private person with these details. Try again." },
    });
    expect(await o.check({ kind: "company", orgNumber: BUREAU_DOWN_ORG })).toMatchObject({
      status: 503,
      body: { message: "Kredittopplysningsbyrået svarer ikke akkurat nå. Prøv igjen om litt." },
    });
    expect(await left(o)).toBe(1);
    expect((await call("GET", "/credit-checks", { token: o.token })).body.data).toHaveLength(1);
  });

  it("the same request twice is one check; none left is the allowance's refusal", async () => {
    const o = await checker(1);
    const [a, b] = await Promise.all([o.check(kari, { key: "k-1" }), o.check(kari, { key: "k-1" })]);
    expect(a.body.check.id).toBe(b.body.check.id);
    expect(await left(o)).toBe(0);
    expect(await o.check({ kind: "company", orgNumber: "910000012" }, { lang: "en" })).toMatchObject({
      status: 422,
      body: { errors: { allowance: [expect.stringMatching(/credit checks/i)] } },
    });
  });

  it("only a verified owner: pending says one business day; an accountant and staff get 404", async () => {
    const o = await ledgerOwner("owner", { integration: false });
    const check = (lang?: "en") =>
      call("POST", `/users/${o.userId}/credit-check`, {
        token: o.token,
        body: { kind: "company", orgNumber: "910000012" },
        lang,
      });
    expect((await check()).body.message).toBe(
      "Brukeren din er ikke verifisert for kredittsjekk ennå. Be om verifisering først.",
    );
    const asked = await call("POST", `/users/${o.userId}/credit-check-status`, {
      token: o.token,
      body: { status: "pending" },
    });
    expect(asked.body).toMatchObject({ status: "pending" });
    // the user cannot verify itself
    expect(
      (await call("POST", `/users/${o.userId}/credit-check-status`, { token: o.token, body: { status: "verified" } }))
        .status,
    ).toBe(403);
    expect(await check("en")).toMatchObject({
      status: 403,
      body: { message: "Verifying your user for credit checks can take up to one business day." },
    });
    // verified, then withdrawn by an admin: no dates kept; asking again is a new wait
    await setVerification(o.userId, "verified", { userId: "system", staff: true });
    await setVerification(o.userId, "none", { userId: "system", staff: true });
    expect(await verificationOf(o.userId)).toEqual({
      userId: o.userId,
      status: "none",
      requestedAt: null,
      verifiedAt: null,
    });
    const again = await call("POST", `/users/${o.userId}/credit-check-status`, {
      token: o.token,
      body: { status: "pending" },
    });
    expect(again.body.requestedAt).toBeGreaterThanOrEqual(asked.body.requestedAt);
    const accountant = await ledgerOwner("accountant", { integration: false });
    expect((await call("GET", "/credit-checks", { token: accountant.token })).status).toBe(404);
    expect(
      (
        await call("POST", `/users/${accountant.userId}/credit-check`, {
          token: accountant.token,
          body: { kind: "company", orgNumber: "910000012" },
        })
      ).status,
    ).toBe(404);
  });

  it("too many checks without new cases: start a case to continue", async () => {
    const o = await checker(20);
    for (let i = 0; i < 10; i++) expect((await o.check({ kind: "company", orgNumber: "910000012" })).status).toBe(200);
    expect(await o.check({ kind: "company", orgNumber: "910000012" }, { lang: "en" })).toMatchObject({
      status: 429,
      body: { message: "Too many searches without starting a new case. Start a case to continue." },
    });
    expect(await left(o)).toBe(10);
  });
});
