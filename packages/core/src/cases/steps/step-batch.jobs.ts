import { defineJob } from "../../jobs/define";
import { stepRunSpec } from "./step-batch.spec";

/** `cases.step-run` with its handler (step-batch-run.ts), for the registry only. */
export const stepRunJob = defineJob({
  ...stepRunSpec,
  load: async () => (await import("./step-batch-run")).runBatchItem,
});
