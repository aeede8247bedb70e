import { useMatch, useNavigate, useRouter } from "@tanstack/react-router";
import { useCallback } from "react";
import type { ListSearch } from "./list-search";

/**
 * Write a list's state back to the URL of the list's own route (replacing the history entry while typing/paging).
 * A change that lands once the user has left the list (a search's debounce firing while a row's link is loading)
 * is dropped: it belongs to the list, not to the page being opened.
 */
export function useListNavigate() {
  const navigate = useNavigate();
  const router = useRouter();
  // the list's own route (its match stays the list's while another page loads; the location does not)
  const pathname = useMatch({ strict: false, select: (m) => m.pathname });
  return useCallback(
    (next: ListSearch) => {
      // the router's location is the one being navigated to while a navigation is pending
      // (an index route's match ends in "/", its address may not)
      const bare = (p: string) => p.replace(/\/+$/, "");
      if (bare(router.state.location.pathname) !== bare(pathname)) return;
      void navigate({
        to: pathname,
        search: (prev: Record<string, unknown>) => {
          const out: Record<string, unknown> = { ...prev };
          for (const key of ["page", "rowsPerPage", "sortBy", "search"] as const) delete out[key];
          return { ...out, ...next };
        },
        replace: true,
      } as never);
    },
    [navigate, router, pathname],
  );
}
