import { describe, expect, it } from "vitest";
import { FAKE_DOWN } from "../../../../../scripts/local/fakes/brreg";
import { call } from "../../../test/support";
import { ledgerOwner } from "../../../test/ledger";

// the register is the fake test/setup.ts serves for each file
describe("/company-register (issue 21)", () => {
  it("looks a company up by its number with the warnings a creditor needs, in the user's language", async () => {
    const { token } = await ledgerOwner("owner", { integration: false });
    const clean = await call("GET", "/company-register/910 000 012", { token });
    expect(clean).toMatchObject({
      status: 200,
      body: { name: "FJORDLYS RØRLEGGERSERVICE AS", address: { lines: ["Storgata 10"], postcode: "0155" }, warnings: [] },
    });
    const bankrupt = await call("GET", "/company-register/910000020", { token });
    expect(bankrupt.body.warnings).toEqual(["companyRegister.bankrupt"]);
    expect(await call("GET", "/company-register/910000128", { token })).toMatchObject({
      status: 404,
      body: { message: "Fant ingen enhet med dette organisasjonsnummeret i Enhetsregisteret." },
    });
    expect(await call("GET", "/company-register/910000013", { token, lang: "en" })).toMatchObject({
      status: 422,
      body: { errors: { orgNumber: [expect.any(String)] } },
    });
    expect(await call("GET", `/company-register/${FAKE_DOWN}`, { token, lang: "en" })).toMatchObject({
      status: 503,
      body: { message: "The Brønnøysund Register Centre is not answering right now. Try again in a moment." },
    });
  });

  it("searches by name of at least 2 characters", async () => {
    const { token } = await ledgerOwner("owner", { integration: false });
    const hits = await call("GET", "/company-register?name=eksempel", { token });
    expect(hits).toMatchObject({ status: 200, body: { total: 4 } });
    expect(await call("GET", "/company-register?name=e", { token })).toMatchObject({
      status: 422,
      body: { errors: { name: ["Skriv minst 2 tegn."] } },
    });
    expect((await call("GET", "/company-register?name=eksempel")).status).toBe(401);
  });
});
