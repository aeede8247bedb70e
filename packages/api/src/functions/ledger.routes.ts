import type { RouteGroup } from "../base";
import { ledger } from "../routes/ledger";

/** The `ledger` function: debtors, vouchers, ledgers, correction exports (issue 4). */
export const ledgerRoutes: RouteGroup[] = [
  // mounted at the root: its own prefixes are listed in functions/manifest.ts
  ["/", ledger],
];
