// The customer area's calls to the support resources: the global messages in force for the user (banners) and
// feedback from the help menu. Answers are decoded with core's schemas.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { FieldValues, UseFormSetError } from "react-hook-form";
import { z } from "zod";
import { CurrentGlobalMessage } from "@innfri/core/support/global-message.schema";
import { api } from "@/lib/api-client";

/** The banners depend on the language (the API answers the text in it) and on the customer. */
export const currentMessagesKey = (lang: string, customerId: string) => ["global-messages", "current", lang, customerId];

const CurrentMessages = z.object({ data: z.array(CurrentGlobalMessage) });

export function currentMessagesQuery(lang: string, customerId: string) {
  return queryOptions({
    queryKey: currentMessagesKey(lang, customerId),
    queryFn: async ({ signal }) =>
      CurrentMessages.parse(await api.get<unknown>("/global-messages/current", { signal })).data,
    staleTime: 5 * 60_000,
    // A banner that cannot be loaded is left out; it is not worth an error toast on every page.
    meta: { skipGlobalErrorHandler: true },
  });
}

/** Hide a message for this user; it stays hidden on every device. */
export function useDismissMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<unknown>(`/global-messages/${encodeURIComponent(id)}/dismiss`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["global-messages", "current"] }),
  });
}

/** POST /v1/customer-feedback: the text, the page it was sent from, and a rating 1-5 or none. */
export function useSendFeedback(setError: UseFormSetError<FieldValues>) {
  return useMutation({
    mutationFn: (body: { text: string; page: string | null; rating: number | null }) =>
      api.post<unknown>("/customer-feedback", body),
    meta: { setError },
  });
}
