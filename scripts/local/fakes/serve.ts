import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";

/**
 * A local fake of an outside system (this folder) on a port of its own, so its adapters reach it over HTTP as they
 * reach the real one: the API tests' fakes (packages/api/test/setup.ts) and the sync benchmark's. Answers its base
 * URL (`http://127.0.0.1:<port>`, for `INNFRI_<ID>_URL`) and a close.
 */
export async function serveFake(
  fetch: (req: Request) => Response | Promise<Response>,
): Promise<{ url: string; close: () => void }> {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => void server.close() };
}
