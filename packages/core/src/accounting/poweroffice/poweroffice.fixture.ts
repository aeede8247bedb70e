/**
 * For the tests only: the adapter over an in-process local PowerOffice Go (scripts/local/fakes/poweroffice.ts),
 * every request it makes recorded with the fake's answer, the timeout honoured as over the network.
 */
import { POWEROFFICE_CLIENT_KEY, powerofficeFake } from "../../../../../scripts/local/fakes/poweroffice";
import type { Connection } from "../provider";
import { POWEROFFICE_LOCAL_SECRETS, powerofficeSystem } from "./index";

export interface Sent {
  method: string;
  url: URL;
  headers: Headers;
  body?: string;
  /** The fake's answer: its status and JSON body (undefined when it had none). */
  status?: number;
  answer?: unknown;
}

const BASE = "http://poweroffice.localhost/_local/poweroffice";

export function overFake(
  options: { timeoutMs?: number; secrets?: Record<string, string>; moreOpenInvoices?: number; today?: string } = {},
) {
  const fake = powerofficeFake({ moreOpenInvoices: options.moreOpenInvoices, today: options.today });
  const requests: Sent[] = [];
  const provider = powerofficeSystem.create({
    apiUrl: `${BASE}${powerofficeSystem.urls.local.api}`,
    authUrl: `${BASE}${powerofficeSystem.urls.local.auth}`,
    secrets: options.secrets ?? { ...POWEROFFICE_LOCAL_SECRETS },
    timeoutMs: options.timeoutMs ?? 2_000,
    fetch: async (input, init) => {
      const url = new URL(String(input));
      const sent: Sent = {
        method: init?.method ?? "GET",
        url,
        headers: new Headers(init?.headers),
        body: typeof init?.body === "string" ? init.body : undefined,
      };
      requests.push(sent);
      const answer = Promise.resolve(
        fake.request(url.pathname.replace(/^\/_local\/poweroffice/, "") + url.search, {
          method: init?.method,
          headers: init?.headers,
          body: init?.body,
        }),
      ).then(async (res) => {
        sent.status = res.status;
        const text = await res.clone().text();
        try {
          sent.answer = text ? (JSON.parse(text) as unknown) : undefined;
        } catch {
          sent.answer = text;
        }
        return res;
      });
      return new Promise<Response>((resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal!.reason));
        answer.then(resolve, reject);
      });
    },
  });
  /** Connected to the demo client with its client key. */
  async function connect(clientKey = POWEROFFICE_CLIENT_KEY): Promise<Connection> {
    const { tokens, companies } = await provider.connect({ kind: "token", fields: { clientKey } });
    return { tokens, companyRef: companies[0]!.ref };
  }
  return { fake, provider, requests, connect };
}
