import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { clearSession, initialSession } from "@/lib/session";
import { logoutRequest } from "../api/auth";

/**
 * Forget the session here first, then revoke it on the server (best effort). In that order nothing on the page
 * (a refresh, the realtime socket) can start using a token that the server is about to revoke.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    // Straight after a reload (/logout opened directly) the session is still coming back from the cookie:
    // wait for it, so the server session is revoked and the cookie removed, not just forgotten here.
    const { session } = await initialSession();
    clearSession();
    queryClient.clear();
    if (session) {
      try {
        await logoutRequest(session.accessToken);
      } catch {
        // already expired or offline: signing out locally is what matters
      }
    }
  }, [queryClient]);
}
