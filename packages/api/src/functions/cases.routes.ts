import type { RouteGroup } from "../base";
import { cases } from "../routes/cases";

/** The `cases` function: cases, their lists and statistics, case settings and allowances (issue 10). */
export const casesRoutes: RouteGroup[] = [
  // mounted at the root: its own prefixes are listed in functions/manifest.ts
  ["/", cases],
];
