import { Entity } from "electrodb";
import { registerEntities } from "../../dynamo/db";
import { primaryKey, SERVICE, timestamps } from "../../dynamo/keys";

/**
 * What one page of a customer's evening run did (run.ts `runAutopilotPage`): created once, by the first run of the
 * page to finish, so the day's summary (the sum of its pages) counts each case once however often a page runs.
 */
export const AutopilotRunPageEntity = new Entity({
  model: { entity: "autopilot-run-page", version: "1", service: SERVICE },
  attributes: {
    customerId: { type: "string", required: true },
    day: { type: "string", required: true },
    page: { type: "number", required: true },
    started: { type: "number", required: true, default: 0 },
    startRefused: { type: "number", required: true, default: 0 },
    stepsRun: { type: "number", required: true, default: 0 },
    stepRefused: { type: "number", required: true, default: 0 },
    waiting: { type: "number", required: true, default: 0 },
    stopped: { type: "number", required: true, default: 0 },
    /** The steps run, by kind: how many of each (the summary mail names them). */
    kinds: {
      type: "list",
      items: {
        type: "map",
        properties: { kind: { type: "string", required: true }, count: { type: "number", required: true } },
      },
    },
    /**
     * Issue 21: the company debtors it started cases against that the company register marks (bankrupt, being wound
     * up, dissolved, deleted, unknown): the summary mail names them. Warnings are message keys.
     */
    registerWarnings: {
      type: "list",
      items: {
        type: "map",
        properties: {
          caseNumber: { type: "number", required: true },
          name: { type: "string", required: true },
          orgNumber: { type: "string", required: true },
          warnings: { type: "list", items: { type: "string" } },
        },
      },
    },
    /** Set on the day's last page (its read found no more cases): the day has `page + 1` pages. */
    last: { type: "boolean" },
    createdAt: timestamps.createdAt,
  },
  indexes: { byDay: primaryKey(["customerId"], ["day", "page"]) },
});

export const autopilotEntities = { autopilotRunPage: AutopilotRunPageEntity };

registerEntities(autopilotEntities);
