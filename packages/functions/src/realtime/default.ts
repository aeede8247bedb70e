import { loadSecrets } from "@innfri/core/config";
import { Realtime } from "@innfri/core/realtime/realtime";
import type { WebSocketEvent, WebSocketResult } from "./event";

/** `$default`: the channel is server-to-client; a client's `{"type":"ping"}` gets `{"event":"pong"}`. */
export const handler = async (event: WebSocketEvent): Promise<WebSocketResult> => {
  let type: unknown;
  try {
    type = (JSON.parse(event.body ?? "") as { type?: unknown }).type;
  } catch {
    return { statusCode: 200 };
  }
  if (type === "ping") {
    await loadSecrets();
    await Realtime.send(event.requestContext.connectionId, JSON.stringify({ event: "pong" }));
  }
  return { statusCode: 200 };
};
