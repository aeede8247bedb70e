/**
 * For the tests only: the adapter over an in-process local Tripletex (scripts/local/fakes/tripletex.ts), every
 * request it makes recorded, the timeout honoured as over the network.
 */
import { TRIPLETEX_EMPLOYEE_TOKEN, tripletexFake } from "../../../../../scripts/local/fakes/tripletex";
import type { Connection } from "../provider";
import { TRIPLETEX_LOCAL_SECRETS, tripletexSystem } from "./index";

export interface Sent {
  method: string;
  url: URL;
  body?: string;
  /** The fake's answer: its status and JSON body (undefined when it had none). */
  status?: number;
  answer?: unknown;
}

export function overFake(options: { timeoutMs?: number; consumerToken?: string; moreOpenInvoices?: number } = {}) {
  const fake = tripletexFake({ moreOpenInvoices: options.moreOpenInvoices });
  const requests: Sent[] = [];
  const provider = tripletexSystem.create({
    apiUrl: "http://tripletex.localhost/_local/tripletex/v2",
    secrets: { TRIPLETEX_CONSUMER_TOKEN: options.consumerToken ?? TRIPLETEX_LOCAL_SECRETS.TRIPLETEX_CONSUMER_TOKEN },
    timeoutMs: options.timeoutMs ?? 2_000,
    fetch: async (input, init) => {
      const url = new URL(String(input));
      const sent: Sent = {
        method: init?.method ?? "GET",
        url,
        body: typeof init?.body === "string" ? init.body : undefined,
      };
      requests.push(sent);
      const answer = Promise.resolve(
        fake.request(url.pathname.replace(/^\/_local\/tripletex/, "") + url.search, init),
      ).then(async (res) => {
        sent.status = res.status;
        const text = await res.clone().text();
        sent.answer = text ? (JSON.parse(text) as unknown) : undefined;
        return res;
      });
      return new Promise<Response>((resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal!.reason));
        Promise.resolve(answer).then(resolve, reject);
      });
    },
  });
  /** Connected to the demo company with its bookkeeper's token. */
  async function connect(employeeToken = TRIPLETEX_EMPLOYEE_TOKEN): Promise<Connection> {
    const { tokens, companies } = await provider.connect({ kind: "token", fields: { employeeToken } });
    return { tokens, companyRef: companies[0]!.ref };
  }
  return { fake, provider, requests, connect };
}
