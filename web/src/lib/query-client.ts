import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import type { FieldValues, UseFormSetError } from "react-hook-form";
import { handleApiError, isApiError } from "./api-client";
import { getSession, subscribeSession } from "./session";

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: {
      /** The caller shows the error itself (e.g. inline on the page). */
      skipGlobalErrorHandler?: boolean;
    };
    mutationMeta: {
      skipGlobalErrorHandler?: boolean;
      /** Put 422 field errors (and a general message) on this form. */
      setError?: UseFormSetError<any> | UseFormSetError<FieldValues>;
      /** Show 401 on the form instead of treating it as a session timeout (sign-in forms). */
      inline401?: boolean;
    };
  }
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.skipGlobalErrorHandler) return;
        handleApiError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.skipGlobalErrorHandler) return;
        handleApiError(error, { setError: mutation.meta?.setError, inline401: mutation.meta?.inline401 });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false, // the auth provider reloads the user when the tab comes back
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

// Signed out (here or in another tab): forget everything that was loaded for that user.
let signedIn = getSession() !== null;
subscribeSession(() => {
  const now = getSession() !== null;
  if (signedIn && !now) queryClient.clear();
  signedIn = now;
});
