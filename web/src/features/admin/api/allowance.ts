// A customer's allowance as the admin reads and grants it (GET/POST /v1/customers/{id}/allowances), decoded with
// core's view schema.
import { queryOptions } from "@tanstack/react-query";
import { Allowance } from "@innfri/core/cases/case-views.schema";
import type { GrantAllowanceInput } from "@innfri/core/cases/case.schema";
import { api } from "@/lib/api-client";

const path = (id: string) => `/customers/${encodeURIComponent(id)}/allowances`;
export const allowanceKey = (id: string) => ["customers", id, "allowance"] as const;

export function adminAllowanceQuery(id: string) {
  return queryOptions({
    queryKey: allowanceKey(id),
    queryFn: async ({ signal }) => Allowance.parse(await api.get<unknown>(path(id), { signal })),
  });
}

export const grantAllowance = async (id: string, body: Partial<GrantAllowanceInput>) =>
  Allowance.parse(await api.post<unknown>(path(id), body));
