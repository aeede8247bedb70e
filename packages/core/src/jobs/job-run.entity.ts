import { Entity } from "electrodb";
import { SERVICE, primaryKey } from "../dynamo/keys";

/** Marks a queued job as claimed or done, so a message delivered twice has the effect of one. */
export const JobRunEntity = new Entity({
  model: { entity: "job-run", version: "1", service: SERVICE },
  attributes: {
    jobId: { type: "string", required: true },
    status: { type: ["running", "done"] as const, required: true },
    leaseUntil: { type: "number", required: true },
    expiresAt: { type: "number", required: true },
  },
  indexes: { byId: primaryKey(["jobId"]) },
});
