// Follows cases by the customer's realtime events (core/realtime/events.ts), instead of polling: a step batch
// announces each case it ran its step on (or failed to) as `resource.changed` for the case (core
// cases/steps/step-batch-run.ts), and the open case page refetches that case's queries once; the case list
// refetches when the case is on the page it shows. Not on (re)connect: the page fetched what it shows when it opened,
// and the batch results page (which does refetch on connect) is where a batch is followed.
import { useQueryClient, type Query } from "@tanstack/react-query";
import type { CaseListItemView } from "@innfri/core/cases/case-views.schema";
import { useRealtime } from "@/lib/realtime";
import { casesKey } from "./cases";

/** A query of one case (`["cases", customerId, what, caseId, …]`: the case, its events, steps, documents …). */
const ofCase = (customerId: string, caseId: string) => (q: Query) =>
  q.queryKey[0] === casesKey(customerId)[0] && q.queryKey[1] === customerId && q.queryKey[3] === caseId;

/** A case list page (`["cases", customerId, "list", path]`) that shows `caseId`. */
const listShowing = (customerId: string, caseId: string) => (q: Query) =>
  q.queryKey[1] === customerId &&
  q.queryKey[2] === "list" &&
  ((q.state.data as { data: CaseListItemView[] } | undefined)?.data ?? []).some((c) => c.caseId === caseId);

/** On a case page (`caseId`): that case's queries; on the case list (no `caseId`): the pages showing a changed case. */
export function useCaseEvents(customerId: string, caseId?: string) {
  const queryClient = useQueryClient();
  // a batch announces up to 50 cases at once: a refetch under way is not started again (cancelRefetch: false)
  const refetch = (predicate: (q: Query) => boolean) =>
    void queryClient.invalidateQueries({ predicate }, { cancelRefetch: false });
  useRealtime(
    (m) => {
      if (m.event !== "resource.changed" || m.payload.resource !== "cases") return;
      if (caseId === undefined) refetch(listShowing(customerId, m.payload.id));
      else if (m.payload.id === caseId) refetch(ofCase(customerId, caseId));
    },
    { enabled: !!customerId },
  );
}
