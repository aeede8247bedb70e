import { beforeAll, describe, expect, it } from "vitest";
import { seedProcedures } from "@innfri/core/procedures/seed";
import { call, createUser, signIn } from "../../../test/support";

/** Letter and mail templates: placeholders checked on save (422 naming them), previews with the sample case. */
let admin: string, sales: string;

beforeAll(async () => {
  const users = await Promise.all([createUser({ type: "admin" }), createUser({ type: "sales" })]);
  [admin, sales] = (await Promise.all(users.map(async (u) => (await signIn(u.email)).user.accessToken))) as [
    string,
    string,
  ];
  await seedProcedures();
});

describe("templates and their placeholders", () => {
  it("refuses an unknown placeholder on each field that names one, naming it in both languages", async () => {
    const body = {
      template: "typo-letter",
      language: "no",
      name: "Skrivefeil",
      stepKind: "reminder",
      title: "Til {{debtor.nam}}",
      upperText: "Betal {{amounts.total}}",
      lowerText: "Innen {{frist}} og {{ kid }}",
    };
    const [no, en] = await Promise.all([
      call("POST", "/documents", { token: admin, lang: "no", body }),
      call("POST", "/documents", { token: admin, lang: "en", body }),
    ]);
    expect(no.status).toBe(422);
    expect(no.body.errors).toEqual({
      title: ["Ukjent flettefelt: {{debtor.nam}}. Se listen over flettefelt."],
      lowerText: ["Ukjent flettefelt: {{frist}}. Se listen over flettefelt."],
    });
    expect(en.body.errors.title).toEqual(["Unknown placeholder: {{debtor.nam}}. See the list of placeholders."]);
    const mail = await call("PUT", "/email-templates/reminder-no", {
      token: admin,
      lang: "en",
      body: { name: "Purring", subject: "{{case.nummer}}", body: "Hei" },
    });
    expect(mail.status).toBe(422);
    expect(mail.body.errors).toEqual({
      subject: ["Unknown placeholder: {{case.nummer}}. See the list of placeholders."],
    });
  });

  it("refuses a placeholder the letter kind cannot fill, naming it in both languages, and previews only what it fills (G5)", async () => {
    const seeded = (await call("GET", "/documents/payment-reminder-no", { token: admin })).body;
    const doc = seeded.data ?? seeded;
    const body = {
      name: doc.name,
      stepKind: doc.stepKind,
      title: doc.title,
      upperText: `${doc.upperText} Første avdrag {{plan.firstDate}}.`,
      lowerText: doc.lowerText,
      generalDocument: doc.generalDocument ?? undefined,
    };
    const [no, en] = await Promise.all([
      call("PUT", "/documents/payment-reminder-no", { token: admin, lang: "no", body }),
      call("PUT", "/documents/payment-reminder-no", { token: admin, lang: "en", body }),
    ]);
    expect(no.status).toBe(422);
    expect(no.body.errors).toEqual({
      upperText: [
        "Flettefeltet {{plan.firstDate}} fylles ikke i denne typen brev (payment-reminder). Bruk bare flettefeltene brevet fyller.",
      ],
    });
    expect(en.body.errors.upperText).toEqual([
      "The placeholder {{plan.firstDate}} is not filled in this kind of letter (payment-reminder). Use only the placeholders the letter fills.",
    ]);
    // nothing was saved, and the preview of such a text is refused the same way
    const after = (await call("GET", "/documents/payment-reminder-no", { token: admin })).body;
    expect((after.data ?? after).upperText).toBe(doc.upperText);
    const preview = await call("POST", "/documents/payment-reminder-no/preview", {
      token: admin,
      body: { upperText: "{{plan.firstDate}}" },
    });
    expect(preview.status).toBe(422);
    // the plan's own letter may name them
    const plan = await call("POST", "/documents", {
      token: admin,
      body: { ...body, template: "plan-test", language: "no", stepKind: "down-payment-plan" },
    });
    expect(plan.status, JSON.stringify(plan.body)).toBe(201);
  });

  it("keeps no control character in a template's one-line fields: no header injection, no bidi override (G8)", async () => {
    const subject = "Påminnelse {{case.number}}\r\nBcc: hb-bcc@example.test\r\nX-Evil: 1\u202Eabc";
    const mail = await call("PUT", "/email-templates/reminder-no", {
      token: admin,
      body: { name: "Purring\u0000", subject, body: "Hei\n\nBetal {{amounts.total}}" },
    });
    expect(mail.status, JSON.stringify(mail.body)).toBe(200);
    const saved = (await call("GET", "/email-templates/reminder-no", { token: admin })).body;
    const stored = saved.data ?? saved;
    expect(stored).toMatchObject({
      name: "Purring",
      subject: "Påminnelse {{case.number}}Bcc: hb-bcc@example.testX-Evil: 1abc",
      body: "Hei\n\nBetal {{amounts.total}}",
    });
  });

  it("previews a seeded letter with the sample case, its general paragraph after it", async () => {
    const res = await call("POST", "/documents/debt-collection-notice-no/preview", { token: admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.title).toBe("Inkassovarsel");
    // what the claim is for, as the real letters now say it (C6); the figures only in the letter's tables (C12)
    expect(res.body.upperText).toContain("betaling for faktura 2026-118 av 01.10.2026: Rørleggerarbeid.");
    expect(res.body.upperText).not.toContain("Hovedstol:");
    expect(res.body.lowerText).toContain("betalingsinformasjonen");
    expect(res.body.generalText).toContain("vil inkasso bli iverksatt");
    expect(JSON.stringify(res.body)).not.toMatch(/\{\{/);
  });

  it("previews unsaved texts, refuses an unknown placeholder in them, and 404s an unknown template", async () => {
    const mail = await call("POST", "/email-templates/reminder-en/preview", {
      token: admin,
      body: { subject: "Case {{case.number}} for {{debtor.name}}" },
    });
    expect(mail.status).toBe(200);
    expect(mail.body.subject).toBe("Case 10042 for Kari Nordmann");
    expect(mail.body.body).toContain("Dear Kari Nordmann");
    const bad = await call("POST", "/email-templates/reminder-en/preview", {
      token: admin,
      body: { body: "{{nope}}" },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ body: ["Ukjent flettefelt: {{nope}}. Se listen over flettefelt."] });
    expect((await call("POST", "/documents/none-no/preview", { token: admin })).status).toBe(404);
    expect((await call("POST", "/documents/reminder-no/preview", { token: sales })).status).toBe(403);
  });
});
