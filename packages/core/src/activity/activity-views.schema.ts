import { z } from "zod";

/** What the activity log's API answers (plain zod, no AWS): the API's response and the web's type. */
export const ActivityLog = z
  .object({
    id: z.string(),
    at: z.string(),
    userId: z.string(),
    userEmail: z.string(),
    customerId: z.string().nullable(),
    method: z.string(),
    route: z.string(),
    status: z.number(),
    targetId: z.string().nullable(),
    summary: z.string(),
    userName: z.string().meta({ description: "Who did it (resolved by the list; empty once the user is gone)" }),
    description: z
      .object({
        key: z.string().meta({ description: "Message key (core i18n/activity.ts), e.g. activity.payments.create" }),
        params: z.object({ who: z.string(), target: z.string() }),
      })
      .meta({ description: "What was done, in words: translate `key` with `params`; `route` stays beside it" }),
  })
  .meta({ id: "ActivityLog" });

export type ActivityLogView = z.infer<typeof ActivityLog>;
