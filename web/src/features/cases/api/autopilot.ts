// The auto-pilot's calls (issue 20, docs/auto-pilot.md): its setting (GET/PUT /auto-pilot-settings), the cases under
// it with what it would do now (GET /auto-pilot/cases, a page at a time by cursor) and the approval of proposals
// (POST /auto-pilot/approve). The views are core's schemas, parsed.
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { ApproveProposalsResult, AutopilotCaseList } from "@innfri/core/cases/autopilot/views.schema";

type AutopilotCaseList = ReturnType<typeof AutopilotCaseList.parse>;
import { AutoPilotSettings, type AutoPilotSettingsView } from "@innfri/core/cases/settings.schema";
import { BulkSwitch } from "@innfri/core/cases/bulk-switch.schema";
import { api } from "@/lib/api-client";

export const autopilotKey = (customerId: string) => ["autopilot", customerId] as const;
export const autopilotSettingsKey = (customerId: string) => [...autopilotKey(customerId), "settings"] as const;

export function autopilotSettingsQuery(customerId: string) {
  return queryOptions({
    queryKey: autopilotSettingsKey(customerId),
    queryFn: async ({ signal }) => AutoPilotSettings.parse(await api.get<unknown>("/auto-pilot-settings", { signal })),
  });
}

export const saveAutopilotSettings = async (body: AutoPilotSettingsView) =>
  AutoPilotSettings.parse(await api.put<unknown>("/auto-pilot-settings", body));

/** The cases under the auto-pilot, a page at a time (the API's cursor is the next page's parameter). */
export function autopilotCasesQuery(customerId: string) {
  return infiniteQueryOptions({
    queryKey: [...autopilotKey(customerId), "cases"],
    initialPageParam: null as string | null,
    getNextPageParam: (last: AutopilotCaseList) => last.cursor,
    queryFn: async ({ signal, pageParam }) =>
      AutopilotCaseList.parse(
        await api.get<unknown>(`/auto-pilot/cases${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ""}`, {
          signal,
        }),
      ),
  });
}

/** POST /auto-pilot/approve: step batches (one per step), keyed once per attempt by the caller: a retry queues once. */
export const approveProposals = async (caseIds: string[], idempotencyKey: string) =>
  ApproveProposalsResult.parse(
    await api.post<unknown>("/auto-pilot/approve", { caseIds }, { headers: { "Idempotency-Key": idempotencyKey } }),
  );

/** May the customer run actions on many cases at once now (staff's off switch, GET /bulk-actions-status)? */
export function bulkStatusQuery(customerId: string) {
  return queryOptions({
    queryKey: [...autopilotKey(customerId), "bulk-status"],
    queryFn: async ({ signal }) => BulkSwitch.parse(await api.get<unknown>("/bulk-actions-status", { signal })),
  });
}
