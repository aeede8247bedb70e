import { ulid } from "ulid";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testServer, useTestSystem, type TestServer } from "@innfri/core/accounting/testing/test-system";
import { Clock } from "@innfri/core/clock";
import { documentTemplates } from "@innfri/core/letters/templates";
import { CreateDocumentInput } from "@innfri/core/letters/template.schema";
import { caseOwner } from "../../../test/cases";
import { call, createUser, signIn } from "../../../test/support";
import { debtorBody, ledgerOwner, newInvoice } from "../../../test/ledger";

/** /reminder-processes (SPEC 3; docs/reminder-processes.md) through the API, with the spine's test system. */

let server: TestServer;
let restore: () => void;
beforeEach(() => {
  server = testServer([[]]);
  restore = useTestSystem(server);
});
afterEach(() => {
  restore();
  Clock.setOffset(0);
});

describe("/reminder-processes", () => {
  it("creates, lists, makes another the default, refuses per field in both languages, and deletes", async () => {
    const { token, customerId } = await ledgerOwner("owner");
    const empty = await call("GET", "/reminder-processes", { token });
    expect(empty).toMatchObject({
      status: 200,
      body: { data: [], total: 0, standard: { bank: "1920", loss: "7830", feeIncome: "8050" } },
    });

    const first = await call("POST", "/reminder-processes", {
      token,
      body: { name: "Privatkunder", accounts: { bank: "1930", loss: "" }, templates: {} },
    });
    expect(first).toMatchObject({
      status: 201,
      body: { name: "Privatkunder", isDefault: true, rule: { bank: "1930", loss: "7830", interestIncome: "8050" } },
    });
    const second = await call("POST", "/reminder-processes", {
      token,
      body: { name: "Bedrifter", isDefault: true, accounts: { feeIncome: "3900" } },
    });
    expect(second.body.isDefault).toBe(true);
    const list = await call("GET", "/reminder-processes", { token });
    expect(list.body.data.map((p: { name: string; isDefault: boolean }) => [p.name, p.isDefault])).toEqual([
      ["Bedrifter", true],
      ["Privatkunder", false],
    ]);
    expect(await call("GET", `/reminder-processes/${first.body.id}`, { token })).toMatchObject({
      status: 200,
      body: { name: "Privatkunder", isDefault: false },
    });

    // 422 per field, the catalogue's text in the caller's language
    const taken = await call("POST", "/reminder-processes", {
      token,
      lang: "no",
      body: { name: "bedrifter", accounts: { bank: "19200" } },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({
      "accounts.bank": ["Skriv et kontonummer med fire sifre mellom 1000 og 8999."],
    });
    const takenEn = await call("POST", "/reminder-processes", { token, lang: "en", body: { name: "bedrifter" } });
    expect(takenEn.body.errors).toEqual({ name: ["You already have a reminder process with this name."] });
    const badKind = await call("PUT", `/reminder-processes/${first.body.id}`, {
      token,
      lang: "en",
      body: { name: "Privatkunder", templates: { "no-such-kind": "reminder" } },
    });
    expect(badKind.status).toBe(422);

    // the default goes last; another one goes at once; an unknown id is a 404
    const refused = await call("DELETE", `/reminder-processes/${second.body.id}`, { token, lang: "en" });
    expect(refused).toMatchObject({ status: 409 });
    expect(refused.body.message).toMatch(/default/);
    expect((await call("DELETE", `/reminder-processes/${first.body.id}`, { token })).status).toBe(200);
    expect((await call("DELETE", `/reminder-processes/${first.body.id}`, { token })).status).toBe(404);
    expect((await call("GET", "/reminder-processes", { token })).body.total).toBe(1);

    // each change is in the activity log, in words
    const admin = await createUser({ type: "admin" });
    const at = (await signIn(admin.email)).user.accessToken;
    const log = await call("GET", `/activity-logs?customerId=${customerId}`, { token: at });
    expect(log.body.data.map((e: { route: string }) => e.route)).toEqual(
      expect.arrayContaining(["POST /v1/reminder-processes", "DELETE /v1/reminder-processes/:id"]),
    );
  });

  it("checks the accounts against the connected system's list, naming the system", async () => {
    const { token, customerId } = await ledgerOwner("owner", { integration: false });
    await call("POST", "/integration-settings", { token, body: { integration: "visma" } });
    const redirect = await call(
      "GET",
      `/integration-settings/redirect-uri?customerId=${customerId}&integrationId=visma`,
      { token },
    );
    const state = new URL(redirect.body.redirectUri).searchParams.get("state");
    expect(
      (await call("POST", "/integration-settings/oauth", { token, body: { state, code: "good-code" } })).status,
    ).toBe(200);
    server.accounts = [
      { no: "1920", name: "Bankinnskudd" },
      { no: "7830", name: "Tap på fordringer" },
    ];
    const refused = await call("POST", "/reminder-processes", {
      token,
      lang: "en",
      body: { name: "Standard", accounts: { bank: "1950", loss: "7830" } },
    });
    expect(refused).toMatchObject({
      status: 422,
      body: {
        errors: { "accounts.bank": ["Account 1950 does not exist in Testbok. Choose an account from the list."] },
      },
    });
    const saved = await call("POST", "/reminder-processes", {
      token,
      body: { name: "Standard", accounts: { bank: "1920", loss: "7830" } },
    });
    expect(saved).toMatchObject({ status: 201, body: { rule: { bank: "1920", loss: "7830", receivables: "1500" } } });
  });

  it("answers the letter templates a process may choose", async () => {
    const { token } = await ledgerOwner("owner");
    const templates = await call("GET", "/reminder-processes/templates", { token });
    expect(templates.status).toBe(200);
    expect(Array.isArray(templates.body.data)).toBe(true);
  });

  it("a case follows its customer's default process, or the one it was started with: its letter template", async () => {
    Clock.setNow(new Date("2026-11-20T10:00:00Z"));
    const { token } = await caseOwner();
    const template = `rp-${ulid().toLowerCase()}`;
    await documentTemplates.create(
      CreateDocumentInput.parse({
        template,
        language: "no",
        name: `Vennlig ${template}`,
        stepKind: "payment-reminder",
        title: "Vennlig påminnelse fra oss",
        upperText: "Vi har ikke sett betalingen for {{claim.description}} ennå.",
        lowerText: "Med vennlig hilsen",
      }),
      { userId: "admin" },
    );
    const mild = await call("POST", "/reminder-processes", {
      token,
      body: { name: "Mild", templates: { "payment-reminder": template } },
    });
    expect(mild.status, JSON.stringify(mild.body)).toBe(201);
    const plain = await call("POST", "/reminder-processes", { token, body: { name: "Vanlig" } });

    const start = async (extra: Record<string, unknown> = {}) => {
      const inv = await newInvoice(token, {
        dueDate: "2026-11-15",
        voucherDate: "2026-11-01",
        debtor: debtorBody({ email: `rp-${ulid().toLowerCase()}@example.no`, address: "Gata 2" }),
      });
      return call("POST", "/cases", { token, body: { debtorId: inv.debtorId, voucherIds: [inv.id], ...extra } });
    };
    const titleOf = async (caseId: string) => {
      const [reminder] = (await call("GET", `/cases/${caseId}/available-steps`, { token })).body.data;
      const res = await call("POST", `/case-documents/preview/${caseId}/content`, {
        token,
        body: { stepId: reminder.stepId, channels: ["email"] },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.model.letter.title as string;
    };

    const byDefault = await start();
    expect(byDefault.status, JSON.stringify(byDefault.body)).toBe(201);
    expect(await titleOf(byDefault.body.data.id)).toBe("Vennlig påminnelse fra oss");

    const withPlain = await start({ reminderProcessId: plain.body.id });
    expect(withPlain.body.data.reminderProcessId).toBe(plain.body.id);
    expect(await titleOf(withPlain.body.data.id)).not.toBe("Vennlig påminnelse fra oss");

    const unknown = await start({ reminderProcessId: "no-such-process" });
    expect(unknown).toMatchObject({
      status: 422,
      body: { errors: { reminderProcessId: ["Fant ikke purreprosessen."] } },
    });
  });
});
