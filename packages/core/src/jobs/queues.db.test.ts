// The enqueue path against the SQS emulator (fauxqs): each kind on its queue, its customer as MessageGroupId.
// fauxqs 1.9 takes MessageGroupId on a standard queue but drops it (it keeps it for FIFO queues only), so the group
// is read from the commands the enqueue path's client sends, the routing from what each queue holds.
import { GetQueueAttributesCommand, ReceiveMessageCommand, SQSClient } from "@aws-sdk/client-sqs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteQueue, ensureQueue, type QueuePair } from "../../../../scripts/local/engines/ensure";
import { importParse } from "../ledger/import/import.schema";
import { sendMailJob } from "../mail/mail.jobs";
import { QueuedJob } from "./define";
import { enqueue, enqueueEach, enqueueMany, MAX_FAN_OUT, sqs as jobsClient } from "./queue";
import { PLATFORM_GROUP } from "./queues";
import { enqueueScheduled } from "./scheduled";

const sqs = new SQSClient({});
let mail: QueuePair;
let heavy: QueuePair;
/** MessageGroupId of every message the enqueue path sent, by the job id in its body. */
const groups = new Map<string, string | undefined>();
/** The number of entries of every SendMessageBatch the enqueue path sent, in order. */
const batches: number[] = [];
const saved = { heavy: process.env.INNFRI_QUEUE_URL, mail: process.env.INNFRI_MAIL_QUEUE_URL };

beforeAll(async () => {
  const id = Math.random().toString(36).slice(2, 10);
  // queues of this file only, which the file's poller (test/setup.ts) does not read
  [mail, heavy] = await Promise.all([ensureQueue(`routing-mail-${id}`), ensureQueue(`routing-heavy-${id}`)]);
  process.env.INNFRI_MAIL_QUEUE_URL = mail.queueUrl;
  process.env.INNFRI_QUEUE_URL = heavy.queueUrl;
  const { client } = await jobsClient();
  client.middlewareStack.add(
    (next) => async (args) => {
      const input = args.input as { MessageBody?: string; MessageGroupId?: string; Entries?: { MessageBody: string; MessageGroupId?: string }[] };
      for (const m of input.Entries ?? [input]) if (m.MessageBody) groups.set(JSON.parse(m.MessageBody).id, m.MessageGroupId);
      if (input.Entries) batches.push(input.Entries.length);
      return next(args);
    },
    { step: "initialize", name: "captureMessageGroups" },
  );
});
afterAll(async () => {
  process.env.INNFRI_QUEUE_URL = saved.heavy;
  process.env.INNFRI_MAIL_QUEUE_URL = saved.mail;
  await Promise.all([deleteQueue(mail), deleteQueue(heavy)]);
});

async function received(queueUrl: string) {
  const out = await sqs.send(
    new ReceiveMessageCommand({ QueueUrl: queueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 1, MessageSystemAttributeNames: ["All"] }),
  );
  return (out.Messages ?? []).map((m) => {
    const job = QueuedJob.parse(JSON.parse(m.Body!));
    // the emulator's own answer when it keeps the group (a FIFO-only emulator does not), else what was sent
    return { job, group: m.Attributes?.MessageGroupId ?? groups.get(job.id) };
  });
}

describe("enqueue", () => {
  it("sends each kind to its queue with its customer as the fair-queue group", async () => {
    const mailId = await enqueue(sendMailJob, { to: "ola@firma.test", subject: "Aktiver", text: "t", html: "<p>t</p>" });
    const letterMail = await enqueue(sendMailJob, {
      to: "kari@firma.test",
      subject: "Inkassovarsel",
      text: "t",
      html: "<p>t</p>",
      log: { customerId: "cust-a", caseId: "case-1", mailId: "m1" },
    });
    const importId = await enqueue(importParse, { customerId: "cust-b", importId: "imp-1", round: "r1" });

    const onMail = await received(mail.queueUrl);
    expect(onMail.map((m) => [m.job.id, m.group]).sort()).toEqual(
      [[mailId, PLATFORM_GROUP], [letterMail, "cust-a"]].sort(),
    );
    const onHeavy = await received(heavy.queueUrl);
    expect(onHeavy.map((m) => [m.job.id, m.job.type, m.group])).toEqual([[importId, "ledger.import.parse", "cust-b"]]);
  });

  it("sends a batch of one kind to its queue, each with its customer", async () => {
    const ids = await enqueueMany(
      importParse,
      [
        { customerId: "cust-c", importId: "i1", round: "r" },
        { customerId: "cust-d", importId: "i2", round: "r" },
      ],
      { batchId: "b1", key: (p) => p.importId },
    );
    const onHeavy = await received(heavy.queueUrl);
    expect(onHeavy.map((m) => [m.job.id, m.group]).sort()).toEqual([[ids[0], "cust-c"], [ids[1], "cust-d"]].sort());
    expect(await received(mail.queueUrl)).toEqual([]);
  });

  it("sends a schedule's occurrence to the heavy queue, named by its schedule (whose heartbeat its success beats)", async () => {
    const at = "2026-11-26T13:00:00Z";
    const id = await enqueueScheduled("print-batch", at);
    const [one, ...rest] = await received(heavy.queueUrl);
    expect(rest).toEqual([]);
    expect(one).toMatchObject({ job: { id, type: "letters.print-batch", schedule: "print-batch", payload: { at } }, group: PLATFORM_GROUP });
  });
});

describe("enqueueEach", () => {
  it("queues a fan-out larger than one enqueueMany takes, every job once and in order, with its key and group", async () => {
    // a queue of its own: the 10 001 messages stay unread on it and go with it
    const fan = await ensureQueue(`routing-fan-${Math.random().toString(36).slice(2, 10)}`);
    process.env.INNFRI_QUEUE_URL = fan.queueUrl;
    try {
      const payloads = Array.from({ length: MAX_FAN_OUT + 1 }, (_, n) => ({
        customerId: `cust-${n % 7}`,
        importId: `i${n}`,
        round: "r",
      }));
      await expect(enqueueMany(importParse, payloads)).rejects.toThrow(/at most/);
      batches.length = 0;
      const ids = await enqueueEach(importParse, payloads, { key: (p) => p.importId });
      expect(ids).toEqual(payloads.map((p) => `ledger.import.parse#${p.importId}`));
      // 1 000 full requests of the first call, then the second call's one job alone
      expect(batches).toHaveLength(MAX_FAN_OUT / 10 + 1);
      expect(batches.slice(0, -1).every((n) => n === 10)).toBe(true);
      expect(batches.at(-1)).toBe(1);
      expect(groups.get(ids.at(-1)!)).toBe(`cust-${MAX_FAN_OUT % 7}`);
      const { Attributes } = await sqs.send(
        new GetQueueAttributesCommand({ QueueUrl: fan.queueUrl, AttributeNames: ["ApproximateNumberOfMessages"] }),
      );
      expect(Attributes?.ApproximateNumberOfMessages).toBe(String(MAX_FAN_OUT + 1));
    } finally {
      process.env.INNFRI_QUEUE_URL = heavy.queueUrl;
      await deleteQueue(fan);
    }
  }, 60_000);
});
