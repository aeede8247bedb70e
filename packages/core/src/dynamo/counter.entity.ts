import { Entity } from "electrodb";
import { primaryKey, SERVICE } from "./keys";

/**
 * Counters kept in the same transaction as the change they count: a list's total, a batch's done/failed, the sum of
 * a ledger list. One item per counter: pk the scope (a customer id, or "global" for the admin's own resources), sk
 * the counter's name. A list reads its total from here (dynamo/list.ts), never by reading its index. The ledger's
 * counters are these too, in the scope `ledger#<customerId>` (ledger/ledger-counters.ts).
 */
export const CounterEntity = new Entity({
  model: { entity: "counter", version: "1", service: SERVICE },
  attributes: {
    /** A customer id, GLOBAL_SCOPE, or a context's own scope (`user#<userId>`, `ledger#<customerId>`). */
    scope: { type: "string", required: true },
    /** The counter's name, e.g. "municipality-numbers" or "customer-feedback#new". */
    name: { type: "string", required: true },
    count: { type: "number", required: true, default: 0 },
    /** A sum in øre, for counters that also add up money. */
    amountOre: { type: "number" },
  },
  indexes: { byName: primaryKey(["scope"], ["name"]) },
});
