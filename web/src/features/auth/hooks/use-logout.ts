import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { clearSession, getSession } from "@/lib/session";
import { logoutRequest } from "../api/auth";

/** Revoke the session on the server (best effort), then forget it here. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    if (getSession()) {
      try {
        await logoutRequest();
      } catch {
        // already expired or offline: signing out locally is what matters
      }
    }
    clearSession();
    queryClient.clear();
  }, [queryClient]);
}
