// Listens on the realtime channel of the signed-in user (the tab's one shared socket, lib/realtime.ts). When the
// server revokes sessions (sign-out in another tab, a password change or reset elsewhere), the user is re-checked
// at once: a revoked session answers 401, which signs this tab out through the usual 401 handling, instead of at
// the next request.
import { useQueryClient } from "@tanstack/react-query";
import { handleApiError } from "@/lib/api-client";
import { currentUserQueryOptions } from "@/lib/current-user";
import { useRealtime } from "@/lib/realtime";
import { getSession } from "@/lib/session";

export function useSessionEvents(userId: string | undefined) {
  const queryClient = useQueryClient();
  useRealtime(
    (m) => {
      if (m.event !== "session.revoked") return;
      queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 }).catch((error: unknown) => {
        if (getSession()) handleApiError(error);
      });
    },
    { enabled: !!userId },
  );
}
