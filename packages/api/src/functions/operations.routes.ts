import type { RouteGroup } from "../base";
import { operations } from "../routes/operations";

/**
 * The `operations` function: pause, resume, close, merge, revert, payments on cases, down-payment plans, notes and
 * uploads (issue 11). A function of its own: the cases function was at 1011 of 1024 KB at cold start.
 */
export const operationsRoutes: RouteGroup[] = [
  // mounted at the root: its own paths are listed in functions/manifest.ts
  ["/", operations],
];
