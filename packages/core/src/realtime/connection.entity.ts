import { Entity } from "electrodb";
import { config } from "../config";
import { documentClient } from "../dynamo/client";
import { gsiKey, primaryKey, SERVICE } from "../dynamo/keys";

/** API Gateway closes a WebSocket after 2 hours at most, so a connection item never needs to outlive that. */
export const CONNECTION_SECONDS = 2 * 3600;

/**
 * One open WebSocket subscribed to one channel (`user.<id>` or `customer.<id>`): a connection has an item per
 * channel. `byChannel` lists a channel's connections for a publish; `byConnection` finds a connection's items
 * when it closes.
 */
const create = (table: string) =>
  new Entity(
    {
      model: { entity: "realtime-connection", version: "1", service: SERVICE },
      attributes: {
        channel: { type: "string", required: true },
        connectionId: { type: "string", required: true },
        userId: { type: "string", required: true },
        customerId: { type: "string" },
        connectedAt: { type: "number", required: true },
        /** Epoch seconds; the table's TTL attribute. */
        expiresAt: { type: "number", required: true },
      },
      indexes: {
        byChannel: primaryKey(["channel"], ["connectionId"]),
        byConnection: gsiKey("gsi1", ["connectionId"], ["channel"]),
      },
    },
    { table, client: documentClient() },
  );

export type ConnectionEntity = ReturnType<typeof create>;

let cached: { table: string; entity: ConnectionEntity } | undefined;

/** The entity on the configured table, read when called (tests and the local runtime set it after import). */
export function connectionEntity(): ConnectionEntity {
  const table = config().tableName;
  if (cached?.table !== table) cached = { table, entity: create(table) };
  return cached.entity;
}
