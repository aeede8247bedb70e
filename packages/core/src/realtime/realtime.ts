export * as Realtime from "./realtime";

import { ApiGatewayManagementApiClient, PostToConnectionCommand } from "@aws-sdk/client-apigatewaymanagementapi";
import { Clock } from "../clock";
import { config } from "../config";
import { log } from "../util/log";
import { CONNECTION_SECONDS, connectionEntity } from "./connection.entity";
import type { PayloadOf, RealtimeEventName } from "./events";

export type { BatchProgress, PayloadOf, RealtimeEvent, RealtimeEventName } from "./events";

/**
 * Server-to-browser events on channels `user.<id>` and `customer.<id>`. Deployed, connections live in the
 * table and messages go out through the WebSocket API's management endpoint; under `npm start` the local
 * runtime sets a publisher that writes to its own WebSocket server. Either way a subscriber receives the JSON
 * text of a `Message`, one of the typed events of `events.ts`. Client messages: `{"type":"ping"}` is answered with `{"event":"pong"}`.
 */
export interface Message {
  channel: string;
  event: string;
  payload: unknown;
}

export type Publisher = (channel: string, event: string, payload: unknown) => void | Promise<void>;

/** The subprotocol that carries the access token in a browser: `Sec-WebSocket-Protocol: bearer, <token>`. */
export const BEARER_PROTOCOL = "bearer";

let localPublisher: Publisher | undefined;

/** With a publisher set, `publish` calls it and nothing else; `undefined` goes back to the deployed path. */
export function setLocalPublisher(fn: Publisher | undefined): void {
  localPublisher = fn;
}

export const userChannel = (userId: string) => `user.${userId}`;
export const customerChannel = (customerId: string) => `customer.${customerId}`;

/** The channels a signed-in user hears: their own and their current customer's. */
export function channelsFor(identity: { userId: string; customerId: string | null }): string[] {
  const channels = [userChannel(identity.userId)];
  if (identity.customerId) channels.push(customerChannel(identity.customerId));
  return channels;
}

export function message(channel: string, event: string, payload: unknown): string {
  return JSON.stringify({ channel, event, payload } satisfies Message);
}

/** The access token of a WebSocket handshake: `Sec-WebSocket-Protocol: bearer, <token>`, else `?token=`. */
export function bearerToken(protocolHeader: string | undefined, queryToken: string | undefined): string | undefined {
  const [scheme, token] = (protocolHeader ?? "").split(",").map((part) => part.trim());
  if (scheme?.toLowerCase() === BEARER_PROTOCOL && token) return token;
  return queryToken || undefined;
}

/** Subscribes an authorised connection to its channels until it closes (2 hours at most). */
export async function connect(input: { connectionId: string; userId: string; customerId: string | null }) {
  const now = Clock.nowSeconds();
  const entity = connectionEntity();
  await Promise.all(
    channelsFor(input).map((channel) =>
      entity
        .put({
          channel,
          connectionId: input.connectionId,
          userId: input.userId,
          customerId: input.customerId ?? undefined,
          connectedAt: now,
          expiresAt: now + CONNECTION_SECONDS,
        })
        .go(),
    ),
  );
}

export async function disconnect(connectionId: string): Promise<void> {
  const entity = connectionEntity();
  const { data } = await entity.query.byConnection({ connectionId }).go({ pages: "all" });
  await Promise.all(data.map((item) => entity.delete({ channel: item.channel, connectionId }).go()));
}

/**
 * Sends a typed event (events.ts) to every connection of a channel. Best effort: it never rejects because of delivery (it runs
 * after the change it announces has been committed); failures are logged and gone connections removed.
 */
export async function publish<E extends RealtimeEventName>(
  channel: string,
  event: E,
  payload: PayloadOf<E>,
): Promise<void> {
  if (localPublisher) return localPublisher(channel, event, payload);
  try {
    const now = Clock.nowSeconds();
    const { data } = await connectionEntity()
      .query.byChannel({ channel })
      .where(({ expiresAt }, { gt }) => gt(expiresAt, now))
      .go({ pages: "all" });
    if (data.length === 0) return;
    const text = message(channel, event, payload);
    await Promise.all(data.map((connection) => send(connection.connectionId, text)));
  } catch (err) {
    log.error("realtime.publish_failed", { channel, event, error: String(err) });
  }
}

let management: { endpoint: string; client: ApiGatewayManagementApiClient } | undefined;

function managementClient(): ApiGatewayManagementApiClient | undefined {
  const endpoint = config().realtimeEndpoint;
  if (!endpoint) return undefined;
  if (management?.endpoint !== endpoint)
    management = { endpoint, client: new ApiGatewayManagementApiClient({ endpoint }) };
  return management.client;
}

/** Posts text to one connection; false when it could not be delivered. A gone connection (410) is removed. */
export async function send(connectionId: string, text: string): Promise<boolean> {
  const client = managementClient();
  if (!client) {
    log.warn("realtime.no_endpoint", { connectionId });
    return false;
  }
  try {
    await client.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: text }));
    return true;
  } catch (err) {
    const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 410 || (err as Error).name === "GoneException") {
      await disconnect(connectionId).catch((e) =>
        log.warn("realtime.cleanup_failed", { connectionId, error: String(e) }),
      );
    } else {
      log.warn("realtime.post_failed", { connectionId, error: String(err) });
    }
    return false;
  }
}
