import { Entity } from "electrodb";
import { primaryKey, SERVICE } from "./keys";

/**
 * A claimed value of a unique field (dynamo/crud.ts `uniques`): pk `<resource>#<field>`, sk the value. Created in
 * the same transaction as the item that holds the value, conditioned on not existing; removed with it.
 */
export const UniqueEntity = new Entity({
  model: { entity: "unique", version: "1", service: SERVICE },
  attributes: {
    field: { type: "string", required: true },
    value: { type: "string", required: true },
    /** The id of the item that holds the value. */
    ownerId: { type: "string", required: true },
  },
  indexes: { byValue: primaryKey(["field"], ["value"]) },
});
