import type { RouteGroup } from "../base";
import { importUploads } from "../routes/ledger/import-uploads";
import { imports } from "../routes/ledger/imports";

/** The `imports` function: file imports into the ledger (upload, preview, mapping, commit). */
export const importsRoutes: RouteGroup[] = [
  ["/imports", importUploads],
  ["/imports", imports],
];
