// What the wizard reads of the ledger (its existing API): the debtors by name or customer number, and one debtor's
// open items. Decoded with the ledger's view schemas.
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { Debtor, DebtorLedger, IntegrationSetting } from "@innfri/core/ledger/ledger-views.schema";
import { api } from "@/lib/api-client";

const enc = encodeURIComponent;
const DebtorPage = z.object({ data: z.array(Debtor), total: z.number().int() });

/** GET /debtors: a name prefix, or a customer number (prefix) when only digits are typed. */
export function debtorSearchQuery(customerId: string, term: string) {
  const q = new URLSearchParams({ page: "1", rowsPerPage: "10" });
  q.set(/^\d+$/.test(term) ? "customerNumber" : "search", term);
  const path = `/debtors?${q.toString()}`;
  return queryOptions({
    queryKey: ["cases", customerId, "debtors", path],
    queryFn: async ({ signal }) => DebtorPage.parse(await api.get<unknown>(path, { signal })),
    placeholderData: keepPreviousData,
  });
}

/** GET /debtors/{id}: the debtor alone (always there, with or without a ledger). */
export function debtorQuery(customerId: string, debtorId: string) {
  return queryOptions({
    queryKey: ["cases", customerId, "debtor", debtorId],
    queryFn: async ({ signal }) => Debtor.parse(await api.get<unknown>(`/debtors/${enc(debtorId)}`, { signal })),
  });
}

/**
 * GET /debtors/{id}/ledger: its open items to pick claims from. Without an integration setting the customer has no
 * ledger and the API answers 404: then there is nothing to pick, and claims are typed in (null).
 */
export function debtorOpenItemsQuery(customerId: string, debtorId: string, hasLedger: boolean) {
  return queryOptions({
    queryKey: ["cases", customerId, "debtor-open-items", debtorId, hasLedger],
    queryFn: async ({ signal }) =>
      hasLedger
        ? DebtorLedger.parse(await api.get<unknown>(`/debtors/${enc(debtorId)}/ledger`, { signal })).openItems
        : null,
  });
}

/**
 * GET /integration-settings: whether the customer has a ledger (null: none). The same cache entry as the sidebar's
 * (the ledger feature asks it under this key with the same answer), so the wizard does not ask twice.
 */
export function integrationSettingQuery(customerId: string) {
  return queryOptions({
    queryKey: ["ledger", customerId, "integration-setting"],
    queryFn: async ({ signal }) =>
      IntegrationSetting.nullable().parse(await api.get<unknown>("/integration-settings", { signal })),
    staleTime: 5 * 60_000,
  });
}
