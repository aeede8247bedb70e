import { ulid } from "ulid";
import { describe, expect, it } from "vitest";
import { db } from "../dynamo/db";
import {
  getIntegrationSetting,
  savedImportMapping,
  saveImportMapping,
  saveIntegrationSetting,
} from "../ledger/settings";
import { getNotificationSettings, saveNotificationSettings } from "../notifications/settings";
import { saveCaseSettings } from "../cases/settings";
import { customerDetail } from "./customer-account";
import { readCustomerAccount, removeCustomerSettings } from "./customer-settings";

const newCustomer = async () => {
  const customerId = ulid();
  await db().entities.customer.create({ customerId, name: "Innstilling AS", orgNumber: "999999999" }).go();
  return customerId;
};
const csv = { kind: "invoice" as const, columns: { customerNumber: "Kundenr", number: "Faktura" } };
const xlsx = { kind: "payment" as const, columns: { number: "Fakturanr", amount: "Beløp" } };

describe("a customer's settings: items of their own in the collection customerAccount", () => {
  it("writes each setting as its own item, never the customer item, and reads them all in one query", async () => {
    const customerId = await newCustomer();
    const before = (await db().entities.customer.get({ customerId }).go()).data!;
    expect(await getIntegrationSetting(customerId)).toBeNull();
    expect(await getNotificationSettings(customerId)).toEqual({
      reminderFrequency: "month",
      dueDateAlert: null,
      ledgerNotification: "never",
      recipients: [],
    });

    await saveIntegrationSetting(customerId, { integration: "file" });
    await saveNotificationSettings(
      customerId,
      { reminderFrequency: "week", dueDateAlert: "3days", ledgerNotification: "monthly", recipients: ["a@firma.test"] },
      "u1",
    );
    await saveImportMapping(customerId, "csv", csv);

    const after = (await db().entities.customer.get({ customerId }).go()).data!;
    expect(after.updatedAt).toBe(before.updatedAt);
    const account = await readCustomerAccount(customerId);
    expect(account.customer?.customerId).toBe(customerId);
    expect(account.integrationSetting).toMatchObject({ integration: "file", importMappings: { csv } });
    expect(account.notificationSetting).toMatchObject({
      reminderFrequency: "week",
      dueDateAlert: "3days",
      recipients: ["a@firma.test"],
      updatedBy: "u1",
    });

    const detail = await customerDetail(customerId, "owner", { integrationSetting: true, caseSetting: true });
    expect(detail.integrationSetting).toMatchObject({ integration: "file", importMappings: { csv } });
    // the case settings expand: the default minimum owed amount until saved, then what was saved
    expect(detail.caseSetting).toEqual({
      minimumOwedOre: 1_00,
      revertStepsOnPayment: false,
      extendHolidayDeadlines: true,
      kidAgreement: null,
    });
    await saveCaseSettings(customerId, { minimumOwed: 250_00 });
    expect((await customerDetail(customerId, "owner", { caseSetting: true })).caseSetting).toEqual({
      minimumOwedOre: 250_00,
      revertStepsOnPayment: false,
      extendHolidayDeadlines: true,
      kidAgreement: null,
    });

    // no due-date alert any more: the setting is replaced, not merged
    await saveNotificationSettings(
      customerId,
      { reminderFrequency: "never", dueDateAlert: null, ledgerNotification: "never", recipients: [] },
      "u1",
    );
    expect(await getNotificationSettings(customerId)).toMatchObject({ dueDateAlert: null, recipients: [] });
  });

  it("keeps both of two mappings saved at once, and the mappings when the same integration is chosen again", async () => {
    const customerId = await newCustomer();
    const first = await saveIntegrationSetting(customerId, { integration: "file" });
    await Promise.all([saveImportMapping(customerId, "csv", csv), saveImportMapping(customerId, "xlsx", xlsx)]);
    expect(await savedImportMapping(customerId, "csv")).toEqual(csv);
    expect(await savedImportMapping(customerId, "xlsx")).toEqual(xlsx);
    const again = await saveIntegrationSetting(customerId, { integration: "file" });
    expect(again).toEqual({ ...first, importMappings: { csv, xlsx } });
  });

  it("refuses a malformed mapping and a mapping without an integration setting", async () => {
    const customerId = await newCustomer();
    await expect(saveImportMapping(customerId, "csv", csv)).rejects.toMatchObject({ code: "CONFLICT" });
    await saveIntegrationSetting(customerId, { integration: "file" });
    await expect(
      saveImportMapping(customerId, "csv", { kind: "invoice", columns: { nope: "x" } } as never),
    ).rejects.toThrow();
    expect(await savedImportMapping(customerId, "csv")).toBeUndefined();
  });

  it("answers 404 for a deleted customer's settings, and removes them with the customer", async () => {
    const customerId = await newCustomer();
    await saveIntegrationSetting(customerId, { integration: "file" });
    await db().entities.customer.patch({ customerId }).set({ deletedAt: Date.now() }).go();
    await expect(getIntegrationSetting(customerId)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await removeCustomerSettings(customerId);
    const account = await readCustomerAccount(customerId);
    expect(account.integrationSetting).toBeNull();
    expect(account.customer?.customerId).toBe(customerId);
  });
});
