import { Entity } from "electrodb";
import { gsiKey, primaryKey, SERVICE } from "../../dynamo/keys";

/**
 * Where a customer's planned letters are due (docs/letters.md "Planned letters, per customer"): one item per customer
 * that has ever planned a letter, in its partition. `dueAt` is at or before its earliest planned letter (a step run
 * lowers it before its transaction, the customer's release job raises it to the earliest left, or far in the future
 * when none is), and gsi1 lists the customers by it, so the sweep reads only the customers with a letter due, one
 * small item each, never the letters of all customers. `touches` counts the writes of the step runs, so the release
 * job raises `dueAt` only when no step run wrote in between (planned-letters.ts).
 */
export const PlannedLettersEntity = new Entity({
  model: { entity: "planned-letters", version: "1", service: SERVICE },
  attributes: {
    customerId: { type: "string", required: true, readOnly: true },
    listed: { type: ["planned-letters"] as const, required: true, default: "planned-letters" },
    dueAt: { type: "number", required: true },
    /** When a step run last wrote it (epoch ms): the release job leaves a marker written this recently alone. */
    touchedAt: { type: "number", required: true },
    touches: { type: "number", required: true, default: 0 },
  },
  indexes: {
    byCustomer: primaryKey(["customerId"]),
    byDue: gsiKey("gsi1", ["listed"], ["dueAt", "customerId"]),
  },
});
