import { loadSecrets } from "@innfri/core/config";
import { Realtime } from "@innfri/core/realtime/realtime";
import type { WebSocketEvent, WebSocketResult } from "./event";

/** `$connect`, after the authoriser: subscribes the connection to its user's and customer's channels. */
export const handler = async (event: WebSocketEvent): Promise<WebSocketResult> => {
  await loadSecrets();
  const auth = event.requestContext.authorizer;
  if (!auth?.userId) return { statusCode: 401 };
  await Realtime.connect({
    connectionId: event.requestContext.connectionId,
    userId: auth.userId,
    customerId: auth.customerId || null,
  });
  // A browser that offered the "bearer" subprotocol closes the socket unless the server picks it.
  const offered = Object.entries(event.headers ?? {}).find(([key]) => key.toLowerCase() === "sec-websocket-protocol");
  return offered
    ? { statusCode: 200, headers: { "Sec-WebSocket-Protocol": Realtime.BEARER_PROTOCOL } }
    : { statusCode: 200 };
};
