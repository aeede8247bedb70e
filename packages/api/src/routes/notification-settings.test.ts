import { describe, expect, it } from "vitest";
import { call } from "../../test/support";
import { ledgerOwner, sessionOn } from "../../test/ledger";

describe("/notification-settings (issue 20)", () => {
  it("keeps the settings, with defaults until saved, and refuses bad recipients with the field's message in the user's language", async () => {
    const { token, customerId } = await ledgerOwner();
    expect((await call("GET", "/notification-settings", { token })).body).toEqual({
      reminderFrequency: "month",
      dueDateAlert: null,
      ledgerNotification: "never",
      recipients: [],
    });
    const body = {
      reminderFrequency: "day",
      dueDateAlert: "1week",
      ledgerNotification: "weekly-monday",
      recipients: "Regnskap@Firma.no; daglig@firma.no,regnskap@firma.no",
    };
    const saved = await call("PUT", "/notification-settings", { token, body });
    expect(saved).toMatchObject({
      status: 200,
      body: { ...body, recipients: ["regnskap@firma.no", "daglig@firma.no"] },
    });
    expect((await call("GET", "/notification-settings", { token })).body).toEqual(saved.body);

    const bad = await call("PUT", "/notification-settings", {
      token,
      body: { ...body, recipients: "a@firma.no; nei" },
    });
    expect(bad).toMatchObject({
      status: 422,
      body: { errors: { recipients: ["Skriv inn gyldige e-postadresser, skilt med komma eller semikolon."] } },
    });
    const many = Array.from({ length: 11 }, (_, i) => `p${i}@firma.no`).join(";");
    const tooMany = await call("PUT", "/notification-settings", {
      token,
      lang: "en",
      body: { ...body, recipients: many },
    });
    expect(tooMany).toMatchObject({
      status: 422,
      body: { errors: { recipients: ["You can enter at most 10 recipients."] } },
    });
    const daily = await call("PUT", "/notification-settings", {
      token,
      body: { ...body, reminderFrequency: "hourly" },
    });
    expect(daily).toMatchObject({ status: 422, body: { errors: { reminderFrequency: [expect.any(String)] } } });
    // nothing changed by the refused saves
    expect((await call("GET", "/notification-settings", { token })).body).toEqual(saved.body);

    // sales (no access_notification_setting) neither reads nor saves them
    const sales = await sessionOn(customerId, "sales");
    expect((await call("GET", "/notification-settings", { token: sales })).status).toBe(403);
    expect((await call("PUT", "/notification-settings", { token: sales, body })).status).toBe(403);
  });
});
