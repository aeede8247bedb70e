// The credit-check page's tabs (/customer/credit-check/{routeTab}), apart from the page: the route's check of its
// parameter stays in the initial bundle, the page (forms, schemas) loads with the route.
export const CREDIT_CHECK_TABS = ["person", "company", "history", "report"] as const;
export type CreditCheckTab = (typeof CREDIT_CHECK_TABS)[number];
