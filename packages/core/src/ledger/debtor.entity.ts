import { Entity } from "electrodb";
import { Clock } from "../clock";
import { gsiKey, primaryKey, SERVICE } from "../dynamo/keys";

export const DEBTOR_TYPES = ["person", "sole-proprietorship", "company"] as const;

/** Someone who owes a customer money (SPEC section 3), keyed by the customer. */
export const DebtorEntity = new Entity({
  model: { entity: "debtor", version: "1", service: SERVICE },
  attributes: {
    customerId: { type: "string", required: true },
    debtorId: { type: "string", required: true },
    type: { type: DEBTOR_TYPES, required: true },
    name: { type: "string", required: true },
    /** The customer's own number for the debtor (kundenummer). */
    customerNumber: { type: "string", required: true },
    orgNumber: { type: "string" },
    address: { type: "string" },
    postcode: { type: "string" },
    city: { type: "string" },
    email: { type: "string" },
    phone: { type: "string" },
    createdAt: { type: "number", readOnly: true, required: true, default: () => Clock.nowMs() },
    updatedAt: { type: "number", watch: "*", required: true, default: () => Clock.nowMs(), set: () => Clock.nowMs() },
  },
  indexes: {
    // a customer's debtors
    byCustomer: primaryKey(["customerId"], ["debtorId"]),
    // a customer's debtor by its customer number (unique per customer)
    byCustomerNumber: gsiKey("gsi1", ["customerId"], ["customerNumber"]),
  },
});
