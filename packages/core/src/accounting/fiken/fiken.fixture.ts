/**
 * For the tests only: the adapter over an in-process local Fiken (scripts/local/fakes/fiken.ts), every request it
 * makes recorded with the fake's answer, the timeout honoured as over the network; and the user's consent given on
 * the fake's authorize page, as a browser would.
 */
import { fikenFake } from "../../../../../scripts/local/fakes/fiken";
import type { Connection } from "../provider";
import { recordingFetch, type Sent } from "../testing/recording-fetch";
import { FIKEN_LOCAL_SECRETS, fikenSystem } from "./index";

export type { Sent };

export const BASE = "http://fiken.localhost/_local/fiken";
export const REDIRECT = "http://innfri.localhost/integration/oauth";

export function overFake(options: { timeoutMs?: number; secret?: string; moreOpenInvoices?: number } = {}) {
  const fake = fikenFake({ moreOpenInvoices: options.moreOpenInvoices });
  const requests: Sent[] = [];
  const local = (url: URL) => url.pathname.replace(/^\/_local\/fiken/, "") + url.search;
  const provider = fikenSystem.create({
    apiUrl: `${BASE}/api/v2`,
    authUrl: `${BASE}/oauth`,
    secrets: {
      ...FIKEN_LOCAL_SECRETS,
      ...(options.secret ? { FIKEN_CLIENT_SECRET: options.secret } : {}),
    },
    timeoutMs: options.timeoutMs ?? 2_000,
    fetch: recordingFetch(fake, "/_local/fiken", requests),
  });

  /** The user's answer on the authorize page: where the browser is sent back to. */
  async function consent(decision: "allow" | "deny", state = "state-1"): Promise<URL> {
    const page = await fake.request(local(new URL(provider.authorizeUrl({ state, redirectUri: REDIRECT }))));
    if (page.status !== 200) throw new Error(`authorize page answered ${page.status}`);
    const form = new URLSearchParams({ redirect_uri: REDIRECT, state, decision });
    const back = await fake.request("/oauth/authorize", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    });
    return new URL(back.headers.get("location")!);
  }

  /** Connected to the demo company, the way the spine connects: consent, code for tokens, the company chosen. */
  async function connect(): Promise<Connection> {
    const back = await consent("allow");
    const { tokens, companies } = await provider.connect({
      kind: "oauth",
      code: back.searchParams.get("code")!,
      redirectUri: REDIRECT,
      state: back.searchParams.get("state")!,
    });
    return { tokens, companyRef: companies[0]!.ref };
  }
  return { fake, provider, requests, consent, connect };
}
