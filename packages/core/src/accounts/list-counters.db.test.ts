import { describe, expect, it } from "vitest";
import { db } from "../dynamo/db";
import { createCustomer, listCustomers } from "./customer-account";
import { carryOutDeletions, forceDeleteCustomer, forceDeleteUser, restoreCustomer } from "./deletion";
import { createUser, listUsers } from "./user-admin";

const users = (deleted = false) =>
  listUsers({ page: 1, rowsPerPage: 2, sort: { field: "createdAt", desc: true }, deleted });
const customers = (deleted = false) =>
  listCustomers({ page: 1, rowsPerPage: 2, sort: { field: "createdAt", desc: true }, deleted });

describe("staff lists count from counters kept with each change", () => {
  it("counts users and customers as they are created, deleted, restored and removed for good", async () => {
    const [u0, c0] = [(await users()).total, (await customers()).total];
    const owner = await createUser(
      {
        email: `eier-${Date.now()}@firma.test`,
        firstName: "Eier",
        lastName: "Person",
        phone: "41234567",
        type: "user",
      },
      "no",
    );
    const other = await createUser(
      {
        email: `annen-${Date.now()}@firma.test`,
        firstName: "Annen",
        lastName: "Person",
        phone: "41234567",
        type: "user",
      },
      "no",
    );
    expect((await users()).total).toBe(u0 + 2);
    const customer = await createCustomer(owner.id, {
      name: "Teller AS",
      orgNumber: "923609016",
      address: "Gate 1",
      postNumber: "0150",
      city: "Oslo",
      email: "post@teller.test",
      phone: "22000000",
      accountNumber: "12345678903",
      type: "AS",
      isRegisteredInVatRegister: false,
    } as never);
    expect((await customers()).total).toBe(c0 + 1);

    // a deleted customer moves to the deleted list (the daily job's mark, as carryOutDeletions does it)
    const d0 = (await customers(true)).total;
    await db().entities.customer.patch({ customerId: customer.id }).set({ deletionRequestedAt: 1 }).go();
    await db()
      .entities.deletionRequest.create({
        requestedAt: "2000-01-01T00:00:00.000Z",
        kind: "customer",
        targetId: customer.id,
      })
      .go();
    await carryOutDeletions();
    expect((await customers()).total).toBe(c0);
    expect((await customers(true)).total).toBe(d0 + 1);
    await restoreCustomer(customer.id, true);
    await restoreCustomer(customer.id, true); // restored already: counted once
    expect((await customers()).total).toBe(c0 + 1);
    expect((await customers(true)).total).toBe(d0);
    await forceDeleteCustomer(customer.id);
    expect((await customers()).total).toBe(c0);

    await forceDeleteUser(other.id);
    await forceDeleteUser(other.id).catch(() => undefined); // gone already: counted once
    expect((await users()).total).toBe(u0 + 1);
  });
});
