// Listens on the realtime channel of the signed-in user. When the server revokes sessions (sign-out in another
// tab, a password change or reset elsewhere), the user is re-checked at once: a revoked session answers 401,
// which signs this tab out through the usual 401 handling, instead of at the next request.
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { realtimeUrl } from "@/config/env";
import { handleApiError } from "@/lib/api-client";
import { getSession } from "@/lib/session";
import { currentUserQueryOptions } from "@/lib/current-user";

const RETRY_MS = [1_000, 5_000, 15_000, 60_000];

export function useSessionEvents(userId: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId || typeof WebSocket === "undefined") return;
    let socket: WebSocket | undefined;
    let retry: number | undefined;
    let attempts = 0;
    let stopped = false;

    const connect = () => {
      const session = getSession();
      if (stopped || !session) return;
      socket = new WebSocket(realtimeUrl(), ["bearer", session.accessToken]);
      socket.onopen = () => {
        attempts = 0;
      };
      socket.onmessage = (msg) => {
        let data: { event?: string } | undefined;
        try {
          data = JSON.parse(String(msg.data)) as { event?: string };
        } catch {
          return;
        }
        if (data?.event === "session.revoked") {
          queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 }).catch((error: unknown) => {
            if (getSession()) handleApiError(error);
          });
        }
      };
      socket.onclose = () => {
        if (stopped || !getSession()) return;
        retry = window.setTimeout(connect, RETRY_MS[Math.min(attempts++, RETRY_MS.length - 1)]);
      };
    };
    connect();
    return () => {
      stopped = true;
      window.clearTimeout(retry);
      socket?.close();
    };
  }, [userId, queryClient]);
}
