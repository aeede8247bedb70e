import { defineJob } from "../jobs/define";
import { importCommit, importParse } from "./import/import.schema";

/**
 * The ledger import's two queue stages (docs/ledger.md "Imports"), with their handlers (import-run.ts, the parsers
 * and exceljs behind it). Only jobs/registry.ts imports this file: the API enqueues by the specs of
 * import.schema.ts, so the handlers stay out of its bundle.
 */
export const parseImportJob = defineJob({
  ...importParse,
  load: async () => {
    const { parseStage } = await import("./import-run");
    return (p) => parseStage(p.customerId, p.importId);
  },
});

export const commitImportJob = defineJob({
  ...importCommit,
  load: async () => {
    const { commitStage } = await import("./import-run");
    return (p) => commitStage(p.customerId, p.importId);
  },
});
