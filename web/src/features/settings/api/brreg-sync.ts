// The synchronisation with Enhetsregisteret (GET/PUT /brreg-synchronization-settings, issue 21).
import { queryOptions } from "@tanstack/react-query";
import type { BrregSyncSettingInput, BrregSyncSettingView } from "@innfri/core/company-register/sync.schema";
import { api } from "@/lib/api-client";

export type { BrregSyncSettingView };

export const brregSyncKey = (customerId: string) => ["customer", customerId, "brreg-synchronization-settings"];

export function brregSyncQuery(customerId: string) {
  return queryOptions({
    queryKey: brregSyncKey(customerId),
    queryFn: ({ signal }) => api.get<BrregSyncSettingView>("/brreg-synchronization-settings", { signal }),
  });
}

export const saveBrregSync = (input: BrregSyncSettingInput) =>
  api.put<BrregSyncSettingView>("/brreg-synchronization-settings", input);
