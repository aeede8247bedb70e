import { useNavigate } from "@tanstack/react-router";
import { useCallback } from "react";
import type { ListSearch } from "./list-search";

/** Write a list's state back to the URL of the current route (replacing the history entry while typing/paging). */
export function useListNavigate() {
  const navigate = useNavigate();
  return useCallback(
    (next: ListSearch) => {
      void navigate({
        to: ".",
        search: (prev: Record<string, unknown>) => {
          const out: Record<string, unknown> = { ...prev };
          for (const key of ["page", "rowsPerPage", "sortBy", "search"] as const) delete out[key];
          return { ...out, ...next };
        },
        replace: true,
      } as never);
    },
    [navigate],
  );
}
