import { describe, expect, it } from "vitest";
import { app } from "../app";
import { call, createUser, signIn } from "../../test/support";
import { newOrgNumber } from "../../test/ledger";

export const company = (over: Record<string, unknown> = {}) => ({
  name: "Fjordlys Regnskap AS",
  // one organisation number is one customer (issue 8): a fresh one per company
  orgNumber: newOrgNumber(),
  address: "Strandkaien 2",
  postNumber: "5013",
  city: "Bergen",
  email: "post@fjordlys.test",
  phone: "+47 55 12 34 56",
  accountNumber: "1234.56.78903",
  type: "AS",
  isRegisteredInVatRegister: true,
  ...over,
});

let ibanSeq = 0;
/** A valid Norwegian IBAN not used by another test (check digits computed). */
export function freshIban(): string {
  // Account numbers 8601 11 xxxxC with a valid MOD11 check digit.
  for (;;) {
    const body = `860111${String(10000 + ((Date.now() + ibanSeq++ * 7919) % 89999)).slice(-4)}`;
    const w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
    const sum = w.reduce((s, x, i) => s + x * Number(body[i]), 0);
    let c = 11 - (sum % 11);
    if (c === 10) continue;
    if (c === 11) c = 0;
    const bban = body + c;
    const num = BigInt(`${bban}232400`); // N=23 O=24 + "00"
    const check = String(98n - (num % 97n)).padStart(2, "0");
    return `NO${check}${bban}`;
  }
}

async function newOwner() {
  const u = await createUser();
  const s = await signIn(u.email);
  return { ...u, token: s.user.accessToken };
}

async function upload(path: string, token: string, blob: Blob, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.append("logo", blob, "logo.bin");
  const res = await app.request(`/v1${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, ...headers },
    body: form,
  });
  const text = await res.text();
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: res.status, body };
}
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

describe("registering a company (POST /users/{id}/customers)", () => {
  it("creates the customer with the user as owner and loads it in the session", async () => {
    const u = await newOwner();
    const res = await call("POST", `/users/${u.userId}/customers`, {
      token: u.token,
      body: company({ orgNumber: "923609016" }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      name: "Fjordlys Regnskap AS",
      orgNumber: "923609016",
      accountNumber: "12345678903",
      permission: "owner",
      type: "AS",
      logo: false,
    });
    const me = await call("GET", "/user", { token: u.token });
    expect(me.body.customer.id).toBe(res.body.id);
    const list = await call("GET", `/users/${u.userId}/customers`, { token: u.token });
    expect(list.body).toMatchObject({ total: 1, data: [{ id: res.body.id, permission: "owner" }] });
  });

  it.each([
    [
      "no",
      {
        orgNumber: ["Skriv inn et gyldig organisasjonsnummer (9 siffer)."],
        postNumber: ["Skriv inn et gyldig postnummer (4 siffer)."],
        accountNumber: ["Skriv inn et gyldig kontonummer (11 siffer) eller IBAN."],
        name: ["Dette feltet er obligatorisk."],
      },
    ],
    [
      "en",
      {
        orgNumber: ["Please enter a valid organisation number (9 digits)."],
        postNumber: ["Please enter a valid postcode (4 digits)."],
        accountNumber: ["Please enter a valid account number (11 digits) or IBAN."],
        name: ["Please type something"],
      },
    ],
  ] as const)("answers 422 per field in %s", async (lang, errors) => {
    const u = await newOwner();
    const res = await call("POST", `/users/${u.userId}/customers`, {
      token: u.token,
      lang,
      body: company({ name: " ", orgNumber: "923609017", postNumber: "501", accountNumber: "12345678901" }),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject(errors);
  });

  it("accepts an IBAN as account number and refuses an invalid or duplicate IBAN (SPEC 8)", async () => {
    const a = await newOwner();
    const iban = freshIban();
    const ok = await call("POST", `/users/${a.userId}/customers`, {
      token: a.token,
      body: company({ accountNumber: "NO93 8601 1117 947", customerCurrencyAccounts: [{ currency: "eur", iban }] }),
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.customerCurrencyAccounts).toEqual([{ currency: "EUR", iban, bic: null }]);
    const b = await newOwner();
    for (const [lang, text] of [
      ["en", "Duplicate IBAN"],
      ["no", "IBAN er allerede i bruk."],
    ] as const) {
      const dup = await call("POST", `/users/${b.userId}/customers`, {
        token: b.token,
        lang,
        body: company({ customerCurrencyAccounts: [{ currency: "SEK", iban }] }),
      });
      expect(dup.status).toBe(422);
      expect(dup.body.errors["customerCurrencyAccounts.0.iban"]).toEqual([text]);
    }
    const bad = await call("POST", `/users/${b.userId}/customers`, {
      token: b.token,
      lang: "en",
      body: company({ customerCurrencyAccounts: [{ currency: "NOK", iban: "NO9486011117947" }] }),
    });
    expect(bad.body.errors["customerCurrencyAccounts.0.iban"]).toEqual(["Invalid IBAN"]);
    expect(bad.body.errors["customerCurrencyAccounts.0.currency"]).toBeTruthy();
  });

  it("refuses to register a company for another user (404)", async () => {
    const a = await newOwner();
    const b = await newOwner();
    const res = await call("POST", `/users/${b.userId}/customers`, { token: a.token, body: company() });
    expect(res.status).toBe(404);
  });
});

describe("a customer's account", () => {
  async function owned() {
    const u = await newOwner();
    const res = await call("POST", `/users/${u.userId}/customers`, { token: u.token, body: company() });
    return { ...u, customerId: res.body.id as string, orgNumber: res.body.orgNumber as string };
  }

  it("reads with expand, relations not built yet as null", async () => {
    const o = await owned();
    const res = await call(
      "GET",
      `/customers/${o.customerId}?expand=users,customerPermissions,customerPlan.plan,integration`,
      { token: o.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.users).toEqual([expect.objectContaining({ id: o.userId, pivot: { permission: "owner" } })]);
    expect(res.body).toMatchObject({ customerPermissions: [], customerPlan: null, integration: null });
    expect((await call("GET", `/customers/${o.customerId}?expand=secrets`, { token: o.token })).status).toBe(422);
  });

  it("updates details and refuses a changed account number", async () => {
    const o = await owned();
    const res = await call("PUT", `/customers/${o.customerId}`, {
      token: o.token,
      body: { name: "Nytt Navn AS", city: "Oslo" },
    });
    expect(res).toMatchObject({ status: 200, body: { name: "Nytt Navn AS", city: "Oslo" } });
    const acc = await call("PUT", `/customers/${o.customerId}`, {
      token: o.token,
      lang: "en",
      body: { accountNumber: "86011117947" },
    });
    expect(acc.status).toBe(422);
    expect(acc.body.errors.accountNumber[0]).toMatch(/account number update/);
  });

  it("stores the document texts, e-mail template and contacts", async () => {
    const o = await owned();
    const body = {
      title: "Inkassovarsel",
      upperText: "Vi viser til faktura.",
      emailTemplate: { subject: "Varsel", body: "Se vedlegg." },
      companyContact: { name: "Kari", email: "kari@firma.test", phone: "+47 22123456" },
    };
    const res = await call("PUT", `/customers/${o.customerId}/document`, { token: o.token, body });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      document: { title: "Inkassovarsel", subtitle: "", upperText: "Vi viser til faktura.", lowerText: "" },
      emailTemplate: { subject: "Varsel", body: "Se vedlegg." },
      companyContact: { name: "Kari", email: "kari@firma.test", phone: "+47 22123456" },
      caseworkerContact: { name: "", email: "", phone: "" },
    });
  });

  it("uploads, serves and removes a logo; refuses too large and wrong type", async () => {
    const o = await owned();
    expect((await call("GET", `/customers/${o.customerId}/logo`, { token: o.token })).status).toBe(404);
    const up = await upload(`/customers/${o.customerId}/logo`, o.token, new Blob([PNG], { type: "image/png" }));
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(up.body.logo).toBe(true);
    const got = await app.request(`/v1/customers/${o.customerId}/logo`, {
      headers: { authorization: `Bearer ${o.token}` },
    });
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await got.arrayBuffer()).equals(PNG)).toBe(true);

    const pdf = await upload(
      `/customers/${o.customerId}/logo`,
      o.token,
      new Blob(["%PDF-1.7 ..."], { type: "image/png" }),
    );
    expect(pdf.status).toBe(422);
    expect(pdf.body.errors.logo).toEqual(["Bare bilder av typen PNG, JPG, GIF, WebP eller SVG."]);

    const big = new Uint8Array(2 * 1024 * 1024 + 10);
    big.set(PNG);
    const large = await upload(`/customers/${o.customerId}/logo`, o.token, new Blob([big], { type: "image/png" }));
    expect(large.status).toBe(422);
    expect(large.body.errors.logo).toEqual(["Filen er for stor (maks 2 MB). Komprimer den og prøv igjen."]);
    const declared = await upload(`/customers/${o.customerId}/logo`, o.token, new Blob([PNG]), {
      "content-length": String(3 * 1024 * 1024),
    });
    expect(declared.status).toBe(422);

    const del = await call("DELETE", `/customers/${o.customerId}/logo`, { token: o.token });
    expect(del.status).toBe(200);
    expect((await call("GET", `/customers/${o.customerId}/logo`, { token: o.token })).status).toBe(404);
    expect((await call("GET", `/customers/${o.customerId}`, { token: o.token })).body.logo).toBe(false);
  });

  it("switches the loaded customer (set-customer), which changes GET /user", async () => {
    const o = await owned();
    const second = await call("POST", `/users/${o.userId}/customers`, {
      token: o.token,
      body: company({ name: "Andre AS" }),
    });
    expect((await call("GET", "/user", { token: o.token })).body.customer.id).toBe(second.body.id);
    const res = await call("POST", "/customers/set-customer", { token: o.token, body: { customerId: o.customerId } });
    expect(res).toMatchObject({ status: 200, body: { customer: { id: o.customerId, permission: "owner" } } });
    const me = await call("GET", "/user", { token: o.token });
    expect(me.body.customer.id).toBe(o.customerId);
    expect(me.body.customers).toHaveLength(2);
    const stranger = await createUser({ permission: "owner" });
    const other = await call("POST", "/customers/set-customer", {
      token: o.token,
      body: { customerId: stranger.customerId },
    });
    expect(other.status).toBe(404);
  });

  it("lists customers for staff with search by name prefix and org number", async () => {
    const o = await owned();
    const unique = `Zebra ${o.customerId.slice(-8)}`;
    await call("PUT", `/customers/${o.customerId}`, { token: o.token, body: { name: unique } });
    const admin = await createUser({ type: "sales" });
    const s = await signIn(admin.email);
    const res = await call("GET", `/customers?search=${encodeURIComponent(unique.toLowerCase())}`, {
      token: s.user.accessToken,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 1, data: [{ id: o.customerId, name: unique }] });
    const byOrg = await call("GET", `/customers?search=${o.orgNumber}&rowsPerPage=100`, { token: s.user.accessToken });
    expect(byOrg.body.data.map((c: { id: string }) => c.id)).toContain(o.customerId);
    expect((await call("GET", "/customers?sortBy=-created_at", { token: s.user.accessToken })).status).toBe(200);
    expect((await call("GET", "/customers", { token: o.token })).status).toBe(403);
  });
});
