import { loadSecrets } from "@innfri/core/config";
import { Realtime } from "@innfri/core/realtime/realtime";
import type { WebSocketEvent, WebSocketResult } from "./event";

/** `$disconnect`: forgets the connection on every channel. */
export const handler = async (event: WebSocketEvent): Promise<WebSocketResult> => {
  await loadSecrets();
  await Realtime.disconnect(event.requestContext.connectionId);
  return { statusCode: 200 };
};
