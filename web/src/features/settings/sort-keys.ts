// The sortable columns of the settings' users list, apart from the tab (see features/admin/sort-keys.ts).
export const CUSTOMER_USER_SORT_KEYS = ["email", "first_name"] as const;
