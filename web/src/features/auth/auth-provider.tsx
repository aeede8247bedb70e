// Keeps the session alive while the app is open: refreshes the access token 10 s before it expires, and
// reloads the user when the tab comes back into view, and listens for sessions revoked elsewhere. Any refresh
// failure signs the user out.
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, type ReactNode } from "react";
import { expireSession, handleApiError } from "@/lib/api-client";
import {
  ensureFreshSession,
  getSession,
  initialSession,
  msUntilRefresh,
  refreshSession,
  SIGNED_OUT_ELSEWHERE_EVENT,
  useSession,
} from "@/lib/session";
import { currentUserQueryOptions } from "@/lib/current-user";
import { useSessionEvents } from "./hooks/use-session-events";

const MAX_TIMEOUT_MS = 2_147_483_647;

export function AuthProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const queryClient = useQueryClient();
  useSessionEvents(session?.id);

  // A reload or a new tab: the session comes back from the HttpOnly refresh cookie.
  useEffect(() => {
    void initialSession();
  }, []);

  // Signed out in another tab: a page that needs the session goes to login with a way back.
  useEffect(() => {
    const onSignedOut = () => {
      if (/^\/(customer|admin|password|accept-gdpr-terms)(\/|$)/.test(window.location.pathname)) expireSession();
    };
    window.addEventListener(SIGNED_OUT_ELSEWHERE_EVENT, onSignedOut);
    return () => window.removeEventListener(SIGNED_OUT_ELSEWHERE_EVENT, onSignedOut);
  }, []);

  useEffect(() => {
    if (!session) return;
    const timer = window.setTimeout(
      () => {
        refreshSession().catch(() => {
          if (getSession()) expireSession();
        });
      },
      Math.min(msUntilRefresh(session), MAX_TIMEOUT_MS),
    );
    return () => window.clearTimeout(timer);
  }, [session]);

  useEffect(() => {
    let last = 0;
    const onReturn = () => {
      if (document.visibilityState !== "visible" || !getSession()) return;
      const now = Date.now();
      if (now - last < 2000) return; // focus and visibilitychange arrive together
      last = now;
      ensureFreshSession()
        .then(() => queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 }))
        .catch((error: unknown) => {
          if (!getSession()) return;
          if (error instanceof Error && error.name === "RefreshError") expireSession();
          else handleApiError(error);
        });
    };
    window.addEventListener("focus", onReturn);
    document.addEventListener("visibilitychange", onReturn);
    return () => {
      window.removeEventListener("focus", onReturn);
      document.removeEventListener("visibilitychange", onReturn);
    };
  }, [queryClient]);

  return <>{children}</>;
}
