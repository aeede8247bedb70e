import { Entity } from "electrodb";
import { registerEntities } from "../dynamo/db";
import { Clock } from "../clock";
import { gsiKey, primaryKey, SERVICE } from "../dynamo/keys";

/**
 * A global message (support/global-message.schema.ts). One global list: pk "global-messages", sk the id (a ULID);
 * gsi1 orders it by `from`, so the admin list and "in force today" are both a Query of one partition (a few dozen
 * messages a year).
 */
export const GlobalMessageEntity = new Entity({
  model: { entity: "global-message", version: "1", service: SERVICE },
  attributes: {
    listed: { type: "string", required: true, default: "global-messages", readOnly: true },
    id: { type: "string", required: true, readOnly: true },
    textNo: { type: "string", required: true },
    textEn: { type: "string" },
    severity: { type: ["info", "warning", "critical"] as const, required: true },
    from: { type: "string", required: true },
    to: { type: "string", required: true },
    audience: { type: ["all", "chosen"] as const, required: true },
    customerIds: { type: "list", items: { type: "string" } },
    createdAt: { type: "number", readOnly: true, required: true, default: () => Clock.nowMs() },
    updatedAt: { type: "number", watch: "*", required: true, default: () => Clock.nowMs(), set: () => Clock.nowMs() },
    updatedBy: { type: "string", required: true },
  },
  indexes: {
    byId: primaryKey(["listed"], ["id"]),
    /** By the first day shown */
    byFrom: gsiKey("gsi1", ["listed"], ["from", "id"]),
  },
});

/** One user's dismissal of one message: pk the user, sk the message id. Expires a year after the message ends. */
export const GlobalMessageDismissalEntity = new Entity({
  model: { entity: "global-message-dismissal", version: "1", service: SERVICE },
  attributes: {
    userId: { type: "string", required: true },
    messageId: { type: "string", required: true },
    at: { type: "number", required: true, default: () => Clock.nowMs() },
    /** TTL (epoch seconds). */
    expiresAt: { type: "number" },
  },
  indexes: { byUser: primaryKey(["userId"], ["messageId"]) },
});

/** Registered in `db()` when this module loads. */
export const globalMessageEntities = {
  globalMessage: GlobalMessageEntity,
  globalMessageDismissal: GlobalMessageDismissalEntity,
};

registerEntities(globalMessageEntities);
