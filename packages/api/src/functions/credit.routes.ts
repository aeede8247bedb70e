import type { RouteGroup } from "../base";
import { caseCreditCheckRoutes, creditCheckRoutes, userCreditCheckRoutes } from "../routes/credit-checks";

/** The `credit` function: credit checks of persons and companies through the credit bureau (docs/credit-check.md). */
export const creditRoutes: RouteGroup[] = [
  ["/credit-checks", creditCheckRoutes],
  ["/case-credit-check", caseCreditCheckRoutes],
  ["/users", userCreditCheckRoutes],
];
