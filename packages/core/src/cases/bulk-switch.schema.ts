import { z } from "zod";

/** GET /bulk-actions-status and the staff switches' answers (bulk-switch.ts). */
export const BulkSwitch = z
  .object({
    enabled: z.boolean(),
    globalDisabled: z.boolean(),
    customerDisabled: z.boolean(),
  })
  .meta({ id: "BulkSwitch" });

export const BulkSwitchInput = z.object({ disabled: z.boolean({ error: "validation.oneOf" }) });
