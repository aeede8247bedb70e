// The sortable columns of the admin lists, apart from the pages so that the routes' validateSearch (which is in
// the entry bundle) does not pull the pages in.
export const CUSTOMER_SORT_KEYS = ["name", "created_at"] as const;
export const USER_SORT_KEYS = ["email", "created_at"] as const;
export const CUSTOMER_MEMBER_SORT_KEYS = ["email", "first_name"] as const;
