import { afterEach, describe, expect, it } from "vitest";
import { heartbeat, heartbeatDocument, HEARTBEAT_METRIC } from "../util/heartbeat";
import { JOBS } from "./registry";
import { JOB_QUEUES, JOB_TIMEOUT_SECONDS, messageGroupOf, PLATFORM_GROUP, QUEUE_OF, queueOf, retryAfterOf } from "./queues";

describe("the job queues", () => {
  it("route every kind of the registry to the queue QUEUE_OF names, and only the mail to the mail queue", () => {
    const kinds = JOBS.map((j) => j.type);
    expect(Object.keys(QUEUE_OF).sort()).toEqual([...kinds].sort());
    for (const kind of kinds) expect(JOB_QUEUES).toContain(queueOf(kind));
    expect(kinds.filter((k) => queueOf(k) === "mail")).toEqual(["mail.send"]);
    // the heavy work: imports, PDF rendering, the print batch, the scheduled sweeps
    for (const kind of ["ledger.import.parse", "ledger.import.commit", "letters.render-letter", "letters.print-batch", "cases.queue-planned-letters", "cases.resume-paused", "accounts.expire-registrations"])
      expect(queueOf(kind), kind).toBe("heavy");
  });

  it("retry a failed letter within minutes, not after the heavy queue's 90 minutes (issue 18)", () => {
    expect(retryAfterOf("letters.render-letter")).toBeLessThanOrEqual(300);
    expect(6 * JOB_TIMEOUT_SECONDS[queueOf("letters.render-letter")]).toBeGreaterThan(3600);
    expect(retryAfterOf("ledger.import.commit")).toBeUndefined();
  });

  it("send a kind outside the registry (a test's own job) with the heavy work", () => {
    expect(queueOf("test.count")).toBe("heavy");
  });
});

describe("the fair-queue group of a job", () => {
  it("is the customer given, else the payload's, else the mail log's, else the platform's", () => {
    expect(messageGroupOf({ customerId: "c1" }, "c2")).toBe("c2");
    expect(messageGroupOf({ customerId: "c1", importId: "i" })).toBe("c1");
    expect(messageGroupOf({ to: "a@b.no", log: { customerId: "c3", caseId: "k", mailId: "m" } })).toBe("c3");
    expect(messageGroupOf({ to: "a@b.no", subject: "Aktiver kontoen" })).toBe(PLATFORM_GROUP);
    expect(messageGroupOf({ at: "2026-11-26T03:15:00Z" })).toBe(PLATFORM_GROUP);
    expect(messageGroupOf(undefined)).toBe(PLATFORM_GROUP);
    expect(messageGroupOf({ customerId: 42 })).toBe(PLATFORM_GROUP);
  });
});

describe("a schedule's heartbeat", () => {
  it("is an EMF document CloudWatch turns into one ScheduledRunSucceeded per stage and schedule", () => {
    const doc = heartbeatDocument("production", "print-batch", 1_764_000_000_000);
    expect(doc).toEqual({
      _aws: {
        Timestamp: 1_764_000_000_000,
        CloudWatchMetrics: [{ Namespace: "Innfri", Dimensions: [["Stage", "Schedule"]], Metrics: [{ Name: HEARTBEAT_METRIC, Unit: "Count" }] }],
      },
      Stage: "production",
      Schedule: "print-batch",
      ScheduledRunSucceeded: 1,
    });
  });

  describe("written", () => {
    const saved = { fn: process.env.AWS_LAMBDA_FUNCTION_NAME, stage: process.env.SST_STAGE };
    afterEach(() => {
      for (const [name, value] of [["AWS_LAMBDA_FUNCTION_NAME", saved.fn], ["SST_STAGE", saved.stage]] as const)
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
    });

    it("as one line on stdout in a Lambda function, and not at all elsewhere (npm start, tests)", () => {
      const lines: string[] = [];
      delete process.env.AWS_LAMBDA_FUNCTION_NAME;
      heartbeat("print-batch", (l) => lines.push(l));
      expect(lines).toEqual([]);
      Object.assign(process.env, { AWS_LAMBDA_FUNCTION_NAME: "production-innfri-Jobs-Consumer", SST_STAGE: "production" });
      heartbeat("print-batch", (l) => lines.push(l));
      expect(lines).toHaveLength(1);
      expect(lines[0]!.endsWith("\n")).toBe(true);
      expect(JSON.parse(lines[0]!)).toMatchObject({ Stage: "production", Schedule: "print-batch", [HEARTBEAT_METRIC]: 1 });
    });
  });
});
