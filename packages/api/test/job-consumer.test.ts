import type { SQSEvent, SQSRecord } from "aws-lambda";
import { afterEach, describe, expect, it, vi } from "vitest";
import { handler } from "../../functions/src/queues/jobs";

/** An SQS record as Lambda's event source delivers it (only what the consumer reads). */
const record = (messageId: string, body: string, receiveCount = 1) =>
  ({ messageId, body, attributes: { ApproximateReceiveCount: String(receiveCount) } }) as unknown as SQSRecord;

describe("the job queues' consumer (functions/src/queues/jobs.ts)", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it("reports an unreadable message as failed, so it ends in the dead-letter queue (kept, alarmed), not dropped", async () => {
    vi.stubEnv("INNFRI_LOG", "info");
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const event: SQSEvent = {
      Records: [record("not-json", "{ this is not json"), record("no-job", JSON.stringify({ type: "mail.send" }))],
    };
    const out = await handler(event);
    expect(out.batchItemFailures).toEqual([{ itemIdentifier: "not-json" }, { itemIdentifier: "no-job" }]);
    // each logged as an error (the ErrorLogLines alarm) with the message's id to find it in the dead-letter queue
    const lines = errors.mock.calls.map((c) => JSON.parse(String(c[0])) as { event: string; messageId: string });
    expect(lines.map((l) => [l.event, l.messageId])).toEqual([
      ["job.unreadable", "not-json"],
      ["job.unreadable", "no-job"],
    ]);
  });

  it("reports a job of an unknown kind as failed too", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const body = JSON.stringify({ id: "x-1", type: "no.such-kind", payload: {} });
    const out = await handler({ Records: [record("unknown-kind", body)] });
    expect(out.batchItemFailures).toEqual([{ itemIdentifier: "unknown-kind" }]);
  });
});
