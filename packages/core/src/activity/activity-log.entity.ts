import { Entity } from "electrodb";
import { gsiKey, primaryKey, SERVICE } from "../dynamo/keys";

/** One change made through the API, kept 36 months after its month (activity.ts `ACTIVITY_KEPT_MONTHS`). */
export const ActivityLogEntity = new Entity({
  model: { entity: "activity-log", version: "1", service: SERVICE },
  attributes: {
    id: { type: "string", required: true },
    /** ISO timestamp: sorts as text. */
    at: { type: "string", required: true },
    userId: { type: "string", required: true },
    userEmail: { type: "string", required: true },
    /** The customer concerned, or "global". */
    scope: { type: "string", required: true },
    customerId: { type: "string" },
    method: { type: "string", required: true },
    route: { type: "string", required: true },
    status: { type: "number", required: true },
    targetId: { type: "string" },
    summary: { type: "string", required: true },
    /** When DynamoDB's TTL deletes it (epoch seconds); absent on entries from before the log expired. */
    expiresAt: { type: "number" },
    /** The whole log's index partition: `activity#<0-7>` (activity.ts LISTED_SHARDS); "activity" before the shards. */
    listed: { type: "string", required: true, default: "activity" },
  },
  indexes: {
    byScope: primaryKey(["scope"], ["at", "id"]),
    byAll: gsiKey("gsi2", ["listed"], ["at", "id"]),
    byUser: gsiKey("gsi3", ["userId"], ["at", "id"]),
  },
});
