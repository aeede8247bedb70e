import { z } from "zod";
import { defineJob } from "../jobs/define";

/**
 * The ledger import's two queue stages (docs/ledger.md "Imports"). Both are keyed: a double-click, or the same
 * request retried, queues work that runs once. The handlers (import-run.ts, with the parsers and exceljs behind it)
 * are loaded by the consumer only.
 */
const id = z.string().min(1).max(40);

export const parseImportJob = defineJob({
  type: "ledger.import.parse",
  /** `round`: the upload or remap that asked for this parse; each is its own work. */
  schema: z.object({ customerId: id, importId: id, round: id }),
  key: (p) => `${p.customerId}#${p.importId}#${p.round}`,
  load: async () => {
    const { parseStage } = await import("./import-run");
    return (p) => parseStage(p.customerId, p.importId);
  },
});

export const commitImportJob = defineJob({
  type: "ledger.import.commit",
  schema: z.object({ customerId: id, importId: id }),
  /** An import is written once. */
  key: (p) => `${p.customerId}#${p.importId}`,
  load: async () => {
    const { commitStage } = await import("./import-run");
    return (p) => commitStage(p.customerId, p.importId);
  },
});
