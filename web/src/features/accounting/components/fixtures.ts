// The contract's shapes (GET /integration-settings, /systems, syncs, write-backs) for the accounting pages' tests.
import type { QueryClient } from "@tanstack/react-query";
import type { Connection, IntegrationSettingView, SyncView } from "@/lib/accounting";
import { currentUserKey, type CurrentUser } from "@/lib/current-user";
import { createQueryClient } from "@/lib/query-client";
import type { SystemInfo, WriteBackView } from "../api/accounting";

export const SYSTEMS: SystemInfo[] = [
  { id: "fiken", name: "Fiken", auth: { kind: "oauth", pkce: true }, local: true },
  { id: "tripletex", name: "Tripletex", auth: { kind: "token", fields: ["employeeToken"] }, local: true },
];

/** 1 March 2026 12:00 in Oslo. */
export const CONNECTED_AT = Date.UTC(2026, 2, 1, 11, 0);

export const DONE_SYNC: SyncView = {
  syncId: "01JSYNC00000000000000001",
  status: "done",
  trigger: "schedule",
  startedBy: null,
  startedAt: Date.UTC(2026, 2, 2, 5, 0),
  endedAt: Date.UTC(2026, 2, 2, 5, 1),
  result: { created: 50, skipped: 2, matched: 3, unmatched: 1, debtorsCreated: 12 },
  issues: [{ message: "Fakturaen mangler forfallsdato", externalId: "fiken:invoice:991" }],
  error: null,
};

export function connection(over: Partial<Connection> = {}): Connection {
  return {
    status: "connected",
    companyName: "Fjord Rør AS",
    companyRef: "fjord-ror-as",
    connectedAt: CONNECTED_AT,
    lastSync: DONE_SYNC,
    syncing: false,
    writeBacksFailed: 0,
    ...over,
  };
}

export function setting(
  integration: IntegrationSettingView["integration"],
  conn: Connection | null = integration === "file" ? null : connection(),
): IntegrationSettingView {
  return { integration, createdAt: Date.UTC(2026, 1, 20, 11, 0), importMappings: {}, connection: conn };
}

export const WRITE_BACKS: WriteBackView[] = [
  {
    key: "wb-1",
    kind: "writeOff",
    invoiceNumber: "10023",
    amountOre: 123_450,
    date: "2026-03-05",
    status: "failed",
    error: "Fakturaen er allerede betalt i Fiken",
    externalId: null,
    updatedAt: Date.UTC(2026, 2, 5, 9, 0),
  },
  {
    key: "wb-2",
    kind: "payment",
    invoiceNumber: "10024",
    amountOre: 50_000,
    date: "2026-03-04",
    status: "done",
    error: null,
    externalId: "fiken:payment:77",
    updatedAt: Date.UTC(2026, 2, 4, 9, 0),
  },
];

/** A query client with a signed-in user of customer c1: the owner, or sales (who only reads). */
export function clientFor(kind: "owner" | "sales" = "owner"): QueryClient {
  const queryClient = createQueryClient();
  const customer = {
    id: "c1",
    name: "Demo AS",
    orgNumber: "999888777",
    email: null,
    gdprTermsAccepted: true,
    permission: "owner",
  };
  const user = {
    id: "u1",
    email: "kari@example.no",
    firstName: "Kari",
    lastName: "Nordmann",
    phone: "41234567",
    type: kind === "sales" ? "sales" : "user",
    twoFactorEnabled: false,
    language: "no",
    customer: kind === "sales" ? { ...customer, permission: null } : customer,
    customers: kind === "sales" ? [] : [customer],
  } as unknown as CurrentUser;
  queryClient.setQueryData(currentUserKey, user);
  return queryClient;
}
