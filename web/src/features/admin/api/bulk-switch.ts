// The off switch of the bulk actions as staff read and set it (issue 20, docs/auto-pilot.md "The off switch"):
// GET/PUT /v1/customers/{id}/bulk-actions-switch and /v1/bulk-actions-switch, decoded with core's view schema.
import { queryOptions } from "@tanstack/react-query";
import { BulkSwitch } from "@innfri/core/cases/bulk-switch.schema";
import { api } from "@/lib/api-client";

const path = (id: string) => `/customers/${encodeURIComponent(id)}/bulk-actions-switch`;
export const bulkSwitchKey = (id: string) => ["customers", id, "bulk-switch"] as const;

export function bulkSwitchQuery(id: string) {
  return queryOptions({
    queryKey: bulkSwitchKey(id),
    queryFn: async ({ signal }) => BulkSwitch.parse(await api.get<unknown>(path(id), { signal })),
  });
}

export const setCustomerBulkSwitch = async (id: string, disabled: boolean) =>
  BulkSwitch.parse(await api.put<unknown>(path(id), { disabled }));

export const setGlobalBulkSwitch = async (disabled: boolean) =>
  BulkSwitch.parse(await api.put<unknown>("/bulk-actions-switch", { disabled }));
