import { ulid } from "ulid";
import { describe, expect, it } from "vitest";
import { db } from "../dynamo/db";
import { authorize, rightsOf } from "./rights";

describe("rights read from the table", () => {
  it("loads a custom type's flags with the membership; 404 for a stranger, 403 without the flag", async () => {
    const customerId = ulid();
    const userId = ulid();
    await db()
      .entities.customerPermission.create({ customerId, permissionTypeId: "T", name: "Leser", viewPlan: true })
      .go();
    await db().entities.membership.create({ customerId, userId, permission: "T" }).go();
    const actor = { userId, type: "user" as const };
    const rights = await rightsOf(actor, customerId);
    expect(rights).toMatchObject({ member: true, permission: "T", isOwner: false, staff: null });
    expect([...rights.flags]).toEqual(["viewPlan"]);
    await expect(authorize(actor, customerId, "viewPlan")).resolves.toBeTruthy();
    await expect(authorize(actor, customerId, "editUser")).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(authorize({ userId: ulid(), type: "user" }, customerId)).rejects.toMatchObject({ code: "NOT_FOUND" });
    // The loaded customer's rights on the actor are used as they are.
    const loaded = { ...actor, customerId, rights: { ...rights, flags: new Set(["editUser" as const]) } };
    await expect(authorize(loaded, customerId, "editUser")).resolves.toBeTruthy();
  });
});
