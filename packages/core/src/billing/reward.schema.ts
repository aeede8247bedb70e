import "../i18n/ledger"; // registers the texts of the keys named here
import "../i18n/offers"; // registers the texts of the keys named here
import "../i18n/resources"; // registers the texts of the keys named here
import { defineFieldResource } from "../resource/field-resource";

/**
 * What a referral earns (refer and earn, issue 19): when a referred customer pays its first invoice, the referrer
 * gets the active reward's free units or a percent off its next invoice. Active from/to (both included).
 */
const units = { kind: "int", min: 0, max: 10_000, optional: true } as const;

export const RewardResource = defineFieldResource({
  name: "rewards",
  fields: {
    name: { kind: "text", max: 100, column: true },
    freeCases: { ...units, column: true },
    freeSends: { ...units, column: true },
    freeCreditChecks: units,
    discountPercent: { kind: "percent", optional: true, column: true },
    activeFrom: { kind: "date", column: true },
    activeTo: { kind: "date", optional: true, column: true },
  },
  sortable: ["name", "activeFrom"],
  access: { read: "admin", write: "admin" },
  nav: { group: "billing", label: "nav.rewards" },
  rules: (r, ctx) => {
    if (!r.freeCases && !r.freeSends && !r.freeCreditChecks && !r.discountPercent)
      ctx.addIssue({ code: "custom", path: ["freeCases"], message: "validation.rewardValue" });
    if (r.activeTo && r.activeTo < r.activeFrom)
      ctx.addIssue({ code: "custom", path: ["activeTo"], message: "validation.dateOrder" });
  },
});
