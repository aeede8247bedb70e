import { beforeAll, describe, expect, it } from "vitest";
import { Clock } from "@innfri/core/clock";
import { app } from "../../app";
import { call, createUser, signIn } from "../../../test/support";

/** What the admin resources do beyond CRUD: CSV export and import, global-message banners, customer feedback. */
let admin: string, sales: string, owner: string, ownerCustomer: string, other: string;

beforeAll(async () => {
  const users = await Promise.all([
    createUser({ type: "admin" }),
    createUser({ type: "sales" }),
    createUser({ permission: "owner", customerName: "Banner Kunde AS" }),
    createUser({ permission: "owner" }),
  ]);
  const tokens = await Promise.all(users.map(async (u) => (await signIn(u.email)).user.accessToken));
  [admin, sales, owner, other] = tokens as [string, string, string, string];
  ownerCustomer = users[2]!.customerId!;
});

async function upload(path: string, csv: string, lang: "no" | "en" = "no") {
  const res = await app.request(`/v1${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${admin}`, "content-type": "text/csv", "accept-language": lang },
    body: csv,
  });
  return { status: res.status, body: (await res.json()) as any };
}

describe("CSV export and import of reference data", () => {
  it("imports all rows or none, names each bad row in both languages, and exports what import reads", async () => {
    const header = "number;name;county\r\n";
    const bad = `${header}9801;Første;Fylke\r\n98x2;;Fylke\r\n9803;Tredje;Fylke\r\n9801;Dobbel;Fylke\r\n`;
    const [no, en] = [
      await upload("/municipality-numbers/import", bad),
      await upload("/municipality-numbers/import", bad, "en"),
    ];
    expect(no.status).toBe(422);
    expect(Object.keys(no.body.errors).sort()).toEqual(["rows.3.name", "rows.3.number", "rows.5.number"]);
    expect(no.body.errors["rows.3.number"]).toEqual(["Skriv inn et gyldig kommunenummer (4 siffer)."]);
    expect(en.body.errors["rows.3.number"]).toEqual(["Enter a valid municipality number (4 digits)."]);
    expect(en.body.errors["rows.5.number"]).toEqual(["The same row occurs more than once in the file."]);
    const list = await call("GET", "/municipality-numbers?search=98", { token: admin });
    expect(list.body.total).toBe(0);

    const wrongHeader = await upload("/municipality-numbers/import", "nummer;navn\r\n9801;X\r\n", "en");
    expect(wrongHeader.body.errors.file).toEqual(["The columns must be: number;name;county;postcodes."]);

    const good = `\uFEFF${header}9801;Første;Fylke\r\n9802;"=HYPERLINK(""x"")";Fylke\r\n`;
    const ok = await upload("/municipality-numbers/import", good, "en");
    expect(ok).toMatchObject({ status: 200, body: { created: 2, updated: 0, message: "2 rows have been imported." } });
    const again = await upload("/municipality-numbers/import", `${header}9801;Første igjen;Fylke\r\n`);
    expect(again.body).toMatchObject({ created: 0, updated: 1 });
    expect((await call("GET", "/municipality-numbers?rowsPerPage=1", { token: admin })).body.total).toBe(2);

    const res = await app.request("/v1/municipality-numbers/export", { headers: { authorization: `Bearer ${admin}` } });
    expect(res.headers.get("content-type")).toContain("text/csv");
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
    // the export names every column, the postcodes (none here) too
    expect(text).toBe(
      `\uFEFFnumber;name;county;postcodes\r\n9801;Første igjen;Fylke;\r\n9802;"'=HYPERLINK(""x"")";Fylke;\r\n`,
    );

    const tooMany = header + Array.from({ length: 1001 }, (_, i) => `${String(i).padStart(4, "0")};N;F`).join("\r\n");
    expect((await upload("/municipality-numbers/import", tooMany)).status).toBe(422);
    const salesImport = await app.request("/v1/municipality-numbers/import", {
      method: "POST",
      headers: { authorization: `Bearer ${sales}`, "content-type": "text/csv" },
      body: good,
    });
    expect(salesImport.status).toBe(403);
  });

  it("creates rows without an id and changes rows with one; a name another court holds is refused", async () => {
    const header = "id;courtName;address;postcode;city;municipalityNumbers\r\n";
    const first = await upload(
      "/petition-court-lists/import",
      `${header};Import tingrett;Gate 1;0150;Oslo;0301, 3201\r\n`,
    );
    expect(first.body).toMatchObject({ created: 1 });
    const [court] = (await call("GET", "/petition-court-lists?search=import", { token: admin })).body.data;
    expect(court).toMatchObject({ courtName: "Import tingrett", municipalityNumbers: ["0301", "3201"] });
    const change = await upload(
      "/petition-court-lists/import",
      `${header}${court.id};Import tingrett;Gate 2;0150;Oslo;0301\r\n`,
    );
    expect(change.body).toMatchObject({ created: 0, updated: 1 });
    const clash = await upload(
      "/petition-court-lists/import",
      `${header};import  TINGRETT;Gate 3;0150;Oslo;0302\r\n`,
      "en",
    );
    expect(clash.body.errors).toEqual({ "rows.2.courtName": ["This already exists."] });
    const missing = await upload(
      "/petition-court-lists/import",
      `${header}01JNOTTHERE;X tingrett;Gate;0150;Oslo;0301\r\n`,
    );
    expect(Object.keys(missing.body.errors)).toEqual(["rows.2.id"]);
    const dup = await call("POST", "/petition-court-lists", {
      token: admin,
      body: { courtName: "Import Tingrett", address: "G", postcode: "0150", city: "Oslo", municipalityNumbers: "0301" },
    });
    expect(dup.status).toBe(422);
    expect(Object.keys(dup.body.errors)).toEqual(["courtName"]);
  });
});

describe("global messages in the customer area", () => {
  it("shows the messages in force for the loaded customer until the user dismisses them", async () => {
    const today = Clock.today();
    const later = new Date(Date.parse(today) + 3 * 86_400_000).toISOString().slice(0, 10);
    const post = (body: Record<string, unknown>) => call("POST", "/global-messages", { token: admin, body });
    const base = { severity: "info", from: today, to: later, audience: "all" };
    const all = await post({ ...base, textNo: "Til alle", textEn: "To everyone" });
    const chosen = await post({
      ...base,
      severity: "critical",
      textNo: "Bare til dere",
      audience: "chosen",
      customerIds: [ownerCustomer],
    });
    await post({ ...base, textNo: "Ikke ennå", from: later });
    expect(all.status).toBe(201);
    expect(chosen.status).toBe(201);

    const mine = await call("GET", "/global-messages/current", { token: owner, lang: "en" });
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((m: { text: string }) => m.text)).toEqual(["Bare til dere", "To everyone"]);
    const theirs = await call("GET", "/global-messages/current", { token: other });
    expect(theirs.body.data.map((m: { text: string }) => m.text)).toEqual(["Til alle"]);
    expect((await call("GET", "/global-messages/current", { token: admin })).body).toEqual({ data: [] });

    const dismissed = await call("POST", `/global-messages/${chosen.body.id}/dismiss`, { token: owner, lang: "en" });
    expect(dismissed).toMatchObject({ status: 200, body: { message: "The message has been hidden." } });
    const after = await call("GET", "/global-messages/current", { token: owner });
    expect(after.body.data.map((m: { id: string }) => m.id)).toEqual([all.body.id]);
    expect((await call("POST", "/global-messages/01JNOTTHERE/dismiss", { token: owner })).status).toBe(404);

    const span = await post({ ...base, textNo: "For lenge", to: "2099-01-01" });
    expect(span.body.errors).toEqual({ to: ["En melding kan vises i høyst ett år."] });
    const none = await post({ ...base, textNo: "Ingen", audience: "chosen", customerIds: [] });
    expect(none.body.errors).toEqual({ customerIds: ["Velg minst én kunde."] });
  });
});

describe("customer feedback", () => {
  it("is sent by a customer's user with their customer, listed by status, and marked handled by an admin", async () => {
    const sent = await call("POST", "/customer-feedback", { token: owner, body: { text: "Hei", rating: 5 } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body).toMatchObject({
      status: "new",
      customerId: ownerCustomer,
      customerName: "Banner Kunde AS",
      rating: 5,
      page: null,
    });
    expect(sent.body.userEmail).toMatch(/@firma\.test$/);
    expect((await call("POST", "/customer-feedback", { token: admin, body: { text: "Hei" } })).status).toBe(404);
    const long = await call("POST", "/customer-feedback", { token: owner, body: { text: "x".repeat(2001) } });
    expect(Object.keys(long.body.errors)).toEqual(["text"]);

    const count = async (status: string) =>
      (await call("GET", `/customer-feedback?status=${status}`, { token: admin })).body.total as number;
    const [newBefore, handledBefore] = [await count("new"), await count("handled")];
    await call("PUT", `/customer-feedback/${sent.body.id}`, { token: admin, body: { status: "handled" } });
    expect([await count("new"), await count("handled")]).toEqual([newBefore - 1, handledBefore + 1]);
  });
});
