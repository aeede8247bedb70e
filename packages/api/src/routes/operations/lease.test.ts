import { describe, expect, it } from "vitest";
import { caseOwner, newCase } from "../../../test/cases";
import { call } from "../../../test/support";

/** PUT /cases/{id}/lease (issue 18 #9; docs/collection-law.md "The lease before fravikelse (tvfbl § 13-2 (3) a)"). */
describe("a rent case's lease (API)", () => {
  it("answers 422 per field in the caller's language and changes nothing, then records it with its event", async () => {
    const s = await caseOwner();
    const { case: c } = await newCase(s.token, { invoiceType: 2 });
    const path = `/cases/${c.id}/lease`;

    const empty = await call("PUT", path, { token: s.token, body: {}, lang: "en" });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(["address", "city", "clauseConfirmed", "postcode"]);
    expect(empty.body.errors.clauseConfirmed).toEqual([
      "Please confirm that there is a written lease, signed by the tenant, in which the tenant accepted eviction if the rent is not paid.",
    ]);
    const bad = await call("PUT", path, {
      token: s.token,
      body: { clauseConfirmed: false, address: "x".repeat(201), postcode: "12", city: "Oslo", leaseDate: "2999-01-01" },
      lang: "no",
    });
    expect(bad).toMatchObject({
      status: 422,
      body: {
        errors: {
          clauseConfirmed: [expect.stringContaining("Bekreft at det finnes en skriftlig leieavtale")],
          postcode: ["Skriv inn et gyldig postnummer (4 siffer)."],
          leaseDate: [expect.any(String)],
          address: [expect.any(String)],
        },
      },
    });
    expect((await call("GET", `/cases/${c.id}`, { token: s.token })).body.lease).toBeNull();

    // a case whose claims are not rent takes no lease
    const { case: plain } = await newCase(s.token);
    const notRent = await call("PUT", `/cases/${plain.id}/lease`, {
      token: s.token,
      body: { clauseConfirmed: true, address: "Leieveien 3", postcode: "0155", city: "Oslo" },
      lang: "en",
    });
    expect(notRent).toMatchObject({
      status: 422,
      body: { errors: { status: ["A lease is recorded only on a rent case (its claims are rent)."] } },
    });

    const ok = await call("PUT", path, {
      token: s.token,
      body: { clauseConfirmed: true, address: " Leieveien 3 ", postcode: "0155", city: "Oslo", leaseDate: "" },
      lang: "no",
    });
    expect(ok).toMatchObject({
      status: 200,
      body: { data: { lease: { clauseConfirmed: true, address: "Leieveien 3", postcode: "0155", city: "Oslo" } } },
    });
    expect(ok.body.data.lease.leaseDate).toBeUndefined();
    expect(ok.body.message).toContain(`Leieforholdet i sak ${c.caseNumber} er registrert`);
    const events = (await call("GET", `/cases/${c.id}/events`, { token: s.token })).body.data as {
      kind: string;
      data: Record<string, string>;
    }[];
    expect(events.find((e) => e.kind === "lease-recorded")?.data.premises).toBe("Leieveien 3, 0155 Oslo");
  }, 60_000);
});
