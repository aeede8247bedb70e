// The calls of the accounting integrations (issue 22): the systems offered, connecting (OAuth or typed tokens),
// choosing the company, disconnecting, the syncs and the write-backs, all under /v1/integration-settings.
import { queryOptions } from "@tanstack/react-query";
import {
  accountingKey,
  type AccountingSystemId,
  type IntegrationKind,
  type IntegrationSettingView,
  type SyncView,
} from "@/lib/accounting";
import { api } from "@/lib/api-client";

export interface SystemInfo {
  id: AccountingSystemId;
  name: string;
  auth: { kind: "oauth"; pkce: boolean } | { kind: "token"; fields: string[] };
  /** Served by the local fake (npm start, tests): shown as "Fiken (lokal)". */
  local: boolean;
}

export interface WriteBackView {
  key: string;
  kind: "writeOff" | "payment" | "creditNote";
  invoiceNumber: string;
  amountOre: number;
  date: string;
  status: "pending" | "done" | "failed";
  error: string | null;
  externalId: string | null;
  updatedAt: number;
}

const base = "/integration-settings";

export function systemsQuery(customerId: string) {
  return queryOptions({
    queryKey: [...accountingKey(customerId), "systems"],
    queryFn: ({ signal }) => api.get<{ data: SystemInfo[] }>(`${base}/systems`, { signal }).then((r) => r.data),
    staleTime: 10 * 60_000,
  });
}

export const syncsKey = (customerId: string, system: AccountingSystemId) =>
  [...accountingKey(customerId), system, "syncs"] as const;

export function syncsQuery(customerId: string, system: AccountingSystemId) {
  return queryOptions({
    queryKey: [...syncsKey(customerId, system), "recent"],
    queryFn: ({ signal }) => api.get<{ data: SyncView[] }>(`${base}/${system}/syncs`, { signal }).then((r) => r.data),
  });
}

export function syncQuery(customerId: string, system: AccountingSystemId, syncId: string) {
  return queryOptions({
    queryKey: [...syncsKey(customerId, system), syncId],
    queryFn: ({ signal }) => api.get<SyncView>(`${base}/${system}/syncs/${encodeURIComponent(syncId)}`, { signal }),
  });
}

export function writeBacksQuery(customerId: string, system: AccountingSystemId) {
  return queryOptions({
    queryKey: [...accountingKey(customerId), system, "write-backs"],
    queryFn: ({ signal }) =>
      api.get<{ data: WriteBackView[] }>(`${base}/${system}/write-backs`, { signal }).then((r) => r.data),
  });
}

export const chooseIntegration = (integration: IntegrationKind) =>
  api.post<IntegrationSettingView>(base, { integration });

export const redirectUri = (customerId: string, system: AccountingSystemId) =>
  api.get<{ redirectUri: string }>(
    `${base}/redirect-uri?${new URLSearchParams({ customerId, integrationId: system }).toString()}`,
  );

export const completeOAuth = (body: { state: string; code: string }) =>
  api.post<IntegrationSettingView>(`${base}/oauth`, body);

export const chooseCompany = (system: AccountingSystemId, companyRef: string) =>
  api.put<IntegrationSettingView>(`${base}/${system}/company`, { companyRef });

export const connectWithTokens = (system: AccountingSystemId, fields: Record<string, string>) =>
  api.post<IntegrationSettingView>(`${base}/${system}/connect`, { fields });

export const resetConnection = (system: AccountingSystemId) =>
  api.put<IntegrationSettingView>(`${base}/${system}/reset`);

export const retryWriteBack = (system: AccountingSystemId, key: string) =>
  api.post<unknown>(`${base}/${system}/write-backs/${encodeURIComponent(key)}/retry`);
