/**
 * For the tests only: the adapter over an in-process local Visma eAccounting (scripts/local/fakes/visma.ts), every
 * request it makes recorded with the fake's answer, the timeout honoured as over the network; and the customer's
 * part of the OAuth dance (the fake's authorize page, allow or deny).
 */
import { createHash, randomBytes } from "node:crypto";
import { vismaFake } from "../../../../../scripts/local/fakes/visma";
import type { Connection } from "../provider";
import { VISMA_LOCAL_SECRETS, vismaSystem } from "./index";

export interface Sent {
  method: string;
  url: URL;
  body?: string;
  status?: number;
  /** The fake's answer as JSON (undefined when empty or no JSON). */
  answer?: unknown;
}

export const REDIRECT_URI = "http://innfri.localhost/integration/oauth";
const BASE = "http://visma.localhost/_local/visma";

export function overFake(options: { timeoutMs?: number; secrets?: Record<string, string> } = {}) {
  const fake = vismaFake({ slowMs: 400 });
  const requests: Sent[] = [];
  const fetchFake: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    const sent: Sent = {
      method: init?.method ?? "GET",
      url,
      body: typeof init?.body === "string" ? init.body : undefined,
    };
    requests.push(sent);
    const answer = Promise.resolve(fake.request(url.pathname.replace(/^\/_local\/visma/, "") + url.search, init)).then(
      async (res) => {
        sent.status = res.status;
        const text = await res.clone().text();
        try {
          sent.answer = text ? (JSON.parse(text) as unknown) : undefined;
        } catch {
          sent.answer = undefined;
        }
        return res;
      },
    );
    return new Promise<Response>((resolve, reject) => {
      init?.signal?.addEventListener("abort", () => reject(init.signal!.reason));
      answer.then(resolve, reject);
    });
  };
  const provider = vismaSystem.create({
    apiUrl: `${BASE}/v2`,
    authUrl: `${BASE}/connect`,
    secrets: options.secrets ?? { ...VISMA_LOCAL_SECRETS },
    timeoutMs: options.timeoutMs ?? 2_000,
    fetch: fetchFake,
  });

  /** The user at the fake's authorize page: the page, then the chosen button; answers where the browser is sent. */
  async function authorize(decision: "allow" | "deny", state = "st-1", verifier?: string): Promise<URL> {
    const codeChallenge = verifier ? createHash("sha256").update(verifier).digest("base64url") : undefined;
    const at = new URL(provider.authorizeUrl({ state, redirectUri: REDIRECT_URI, codeChallenge }));
    const page = await fake.request(at.pathname.replace(/^\/_local\/visma/, "") + at.search);
    const html = await page.text();
    if (page.status !== 200) throw new Error(`authorize page ${page.status}: ${html}`);
    const form = new URLSearchParams({ decision });
    for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
      form.set(
        m[1]!,
        m[2]!.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n))),
      );
    const back = await fake.request("/connect/authorize", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    });
    return new URL(back.headers.get("location")!);
  }

  /** Allowed at the authorize page and connected (with PKCE). */
  async function connect(): Promise<Connection & { companies: { ref: string; name: string; orgNumber?: string }[] }> {
    const verifier = randomBytes(32).toString("base64url");
    const back = await authorize("allow", "st-1", verifier);
    const { tokens, companies } = await provider.connect({
      kind: "oauth",
      code: back.searchParams.get("code")!,
      redirectUri: REDIRECT_URI,
      codeVerifier: verifier,
    });
    return { tokens, companyRef: companies[0]!.ref, companies };
  }

  return { fake, provider, requests, authorize, connect };
}
