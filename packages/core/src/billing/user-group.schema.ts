import { defineFieldResource } from "../resource/field-resource";

/**
 * User groups (SPEC 2 "user groups") and which plans each sees (`user-group-plans`, SPEC 1). Until customers are
 * put in groups, every customer is in the seeded group `default` (docs/billing.md): the plans linked to it are the
 * ones a new creditor chooses from.
 */
export const DEFAULT_USER_GROUP = "default";

export const UserGroupResource = defineFieldResource({
  name: "user-groups",
  fields: {
    name: { kind: "text", max: 100, unique: true, column: true },
    description: { kind: "text", max: 300, optional: true, column: true },
  },
  sortable: ["name"],
  access: { read: "admin", write: "admin" },
  nav: { group: "billing", label: "nav.userGroups" },
});

export const UserGroupPlanResource = defineFieldResource({
  name: "user-group-plans",
  fields: {
    userGroupId: { kind: "ref", to: "user-groups", column: true, filter: true },
    planId: { kind: "ref", to: "plans", column: true, filter: true },
  },
  sortable: ["userGroupId"],
  access: { read: "admin", write: "admin" },
  nav: { group: "billing", label: "nav.userGroupPlans" },
});
