/**
 * For the tests only: the adapter over an in-process local PowerOffice Go (scripts/local/fakes/poweroffice.ts),
 * every request it makes recorded with the fake's answer, the timeout honoured as over the network.
 */
import { POWEROFFICE_CLIENT_KEY, powerofficeFake } from "../../../../../scripts/local/fakes/poweroffice";
import type { Connection } from "../provider";
import { recordingFetch, type Sent } from "../testing/recording-fetch";
import { POWEROFFICE_LOCAL_SECRETS, powerofficeSystem } from "./index";

export type { Sent };

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
    fetch: recordingFetch(fake, "/_local/poweroffice", requests),
  });
  /** Connected to the demo client with its client key. */
  async function connect(clientKey = POWEROFFICE_CLIENT_KEY): Promise<Connection> {
    const { tokens, companies } = await provider.connect({ kind: "token", fields: { clientKey } });
    return { tokens, companyRef: companies[0]!.ref };
  }
  return { fake, provider, requests, connect };
}
