/**
 * The local runtime itself, against the real engines (no mocks): DynamoDB Local, s3rver, aws-ses-v2-local,
 * fauxqs, the jobs poller, the scheduler, /_local/clock and the realtime WebSocket.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DescribeTableCommand, DescribeTimeToLiveCommand, DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { SESv2Client, SendEmailCommand } from "@aws-sdk/client-sesv2";
import { GetQueueAttributesCommand, SendMessageCommand, SQSClient } from "@aws-sdk/client-sqs";
import type { SQSEvent } from "aws-lambda";
import { Hono } from "hono";
import { WebSocket } from "ws";
import { Clock } from "@innfri/core/clock";
import { GSI_NAMES, TTL_ATTRIBUTE } from "@innfri/core/dynamo/table";
import { MAX_RECEIVES } from "@innfri/core/jobs/queues";
import { Realtime } from "@innfri/core/realtime/realtime";
import { deleteQueue, ensureQueue, type QueuePair } from "../../../scripts/local/engines";
import { startPoller, type Poller } from "../../../scripts/local/poller";
import { fromOsloWall, startScheduler, type CronEvent, type Scheduler } from "../../../scripts/local/scheduler";
import { db } from "@innfri/core/dynamo/db";
import { schedules as productSchedules } from "@innfri/core/schedules";
import { startServer, type LocalServer } from "../../../scripts/local/server";
import { drainJobs } from "./jobs";
import { waitForMail } from "./mail";

const unique = (p: string) => `${p}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

describe("engines", () => {
  it("has the file's table with its GSIs and TTL", async () => {
    const ddb = new DynamoDBClient({});
    const { Table } = await ddb.send(new DescribeTableCommand({ TableName: process.env.INNFRI_TABLE }));
    expect(Table?.TableStatus).toBe("ACTIVE");
    expect(Table?.KeySchema).toEqual([
      { AttributeName: "pk", KeyType: "HASH" },
      { AttributeName: "sk", KeyType: "RANGE" },
    ]);
    expect((Table?.GlobalSecondaryIndexes ?? []).map((g) => g.IndexName).sort()).toEqual([...GSI_NAMES]);
    const ttl = await ddb.send(new DescribeTimeToLiveCommand({ TableName: process.env.INNFRI_TABLE }));
    expect(ttl.TimeToLiveDescription).toMatchObject({ TimeToLiveStatus: "ENABLED", AttributeName: TTL_ATTRIBUTE });
  });

  it("round-trips an S3 object byte for byte through s3rver", async () => {
    const s3 = new S3Client({ forcePathStyle: !!process.env.AWS_ENDPOINT_URL_S3 });
    const bytes = Buffer.alloc(300_000, 0);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7919) % 251;
    const Key = `${unique("smoke")}/fil æøå.bin`;
    await s3.send(new PutObjectCommand({ Bucket: process.env.INNFRI_BUCKET, Key, Body: bytes, ContentType: "application/pdf" }));
    const got = await s3.send(new GetObjectCommand({ Bucket: process.env.INNFRI_BUCKET, Key }));
    expect(got.ContentType).toBe("application/pdf");
    expect(Buffer.from(await got.Body!.transformToByteArray()).equals(bytes)).toBe(true);
  });

  it("keeps a mail sent through SES in the store, attachment included", async () => {
    const to = `${unique("mottaker")}@firma.test`;
    const ses = new SESv2Client({});
    await ses.send(
      new SendEmailCommand({
        FromEmailAddress: process.env.INNFRI_MAIL_FROM,
        Destination: { ToAddresses: [to] },
        Content: {
          Simple: {
            Subject: { Data: "Inkassovarsel – faktura 1001", Charset: "UTF-8" },
            Body: { Text: { Data: "Hei!\nSe vedlegg.", Charset: "UTF-8" }, Html: { Data: "<p>Hei!</p>", Charset: "UTF-8" } },
            Attachments: [{ FileName: "varsel.pdf", RawContent: Buffer.from("%PDF-1.4 test"), ContentType: "application/pdf" }],
          },
        },
      }),
    );
    const mail = await waitForMail(to.toUpperCase(), { subject: /Inkassovarsel/ });
    expect(mail).toMatchObject({ subject: "Inkassovarsel – faktura 1001", body: { text: "Hei!\nSe vedlegg." } });
    expect(Buffer.from(mail.attachments[0]!.content, "base64").toString()).toBe("%PDF-1.4 test");
  });

  it("delivers what core enqueues through the file's own poller (Jobs.enqueue → jobs handler → SES)", async () => {
    const { enqueue } = await import("@innfri/core/jobs/queue");
    const { sendMailJob } = await import("@innfri/core/mail/mail.jobs");
    const to = `${unique("jobb")}@firma.test`;
    await enqueue(sendMailJob, { to, subject: "Fra køen", text: "Levert av pollern", html: "<p>Levert av pollern</p>" });
    await drainJobs();
    const mail = await waitForMail(to, { timeoutMs: 2000 });
    expect(mail.subject).toBe("Fra køen");
  });
});

describe("a job schedule", () => {
  it("enqueues its job through the generic enqueue handler, keyed by the occurrence, and the poller runs it", async () => {
    const entry = productSchedules.find((s) => s.id === "expire-registrations")!;
    const { handler } = await import("../../functions/src/cron/enqueue");
    const events: CronEvent[] = [];
    const scheduler = startScheduler({
      schedules: [entry],
      tickMs: 60_000,
      // the real enqueue handler, watched
      resolveHandler: async () => async (event) => {
        events.push(event);
        return handler(event as { scheduleId: string; at: string });
      },
    });
    try {
      await scheduler.runNow(entry.id);
      expect(scheduler.status()[0]).toMatchObject({ id: entry.id, lastResult: "ok" });
      expect(events).toEqual([{ scheduleId: entry.id, at: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:]{8}Z$/) }]);
      const { at } = events[0] as { at: string };
      // the same occurrence fired again is the same job
      expect(await handler({ scheduleId: entry.id, at })).toEqual({
        jobId: `accounts.expire-registrations#expire-registrations#${at}`,
      });
      await drainJobs();
      const { data } = await db()
        .entities.jobRun.get({ jobId: `accounts.expire-registrations#expire-registrations#${at}` })
        .go({ consistent: true });
      expect(data).toMatchObject({ status: "done" });
    } finally {
      await scheduler.stop();
    }
  });
});

describe("jobs poller", () => {
  let queues: QueuePair;
  let poller: Poller | undefined;
  const sqs = new SQSClient({});
  beforeAll(async () => {
    queues = await ensureQueue(unique("poller"), { visibilityTimeout: 1 });
  });
  afterAll(async () => {
    await poller?.stop();
    await deleteQueue(queues);
  });

  it("invokes the handler with a real SQS event, retries batchItemFailures and dead-letters after MAX_RECEIVES (5) receives", async () => {
    const events: SQSEvent[] = [];
    const attempts = new Map<string, number>();
    poller = startPoller({
      queueUrl: queues.queueUrl,
      waitTimeSeconds: 1,
      handler: async (event) => {
        events.push(event);
        const failures = [];
        for (const r of event.Records) {
          const n = (attempts.get(r.body) ?? 0) + 1;
          attempts.set(r.body, n);
          // "flaky" succeeds the second time, "broken" never does
          if (r.body === "broken" || (r.body === "flaky" && n < 2)) failures.push({ itemIdentifier: r.messageId });
        }
        return { batchItemFailures: failures };
      },
    });
    for (const body of ["ok", "flaky", "broken"])
      await sqs.send(
        new SendMessageCommand({
          QueueUrl: queues.queueUrl,
          MessageBody: body,
          MessageAttributes: { kind: { DataType: "String", StringValue: "test" } },
        }),
      );
    await poller.drain({ timeoutMs: 20_000 });

    expect(attempts.get("ok")).toBe(1);
    expect(attempts.get("flaky")).toBe(2);
    expect(attempts.get("broken")).toBe(MAX_RECEIVES);
    const record = events.flatMap((e) => e.Records).find((r) => r.body === "flaky" && r.attributes.ApproximateReceiveCount === "2");
    expect(record).toMatchObject({
      eventSource: "aws:sqs",
      eventSourceARN: queues.queueArn,
      awsRegion: "eu-north-1",
      messageAttributes: { kind: { dataType: "String", stringValue: "test" } },
    });
    expect(record?.receiptHandle).toBeTruthy();
    expect(record?.md5OfBody).toMatch(/^[0-9a-f]{32}$/);

    const dlq = await sqs.send(
      new GetQueueAttributesCommand({ QueueUrl: queues.dlqUrl, AttributeNames: ["ApproximateNumberOfMessages"] }),
    );
    expect(dlq.Attributes?.ApproximateNumberOfMessages).toBe("1");
    expect(poller.stats).toMatchObject({ succeeded: 2 });
  });
});

describe("local server", () => {
  let server: LocalServer;
  let scheduler: Scheduler;
  const fired: CronEvent[] = [];
  const api = new Hono().basePath("/v1");
  api.get("/hello", (c) => c.json({ hello: "verden", now: Clock.now().toISOString() }));

  beforeAll(async () => {
    scheduler = startScheduler({
      schedules: [
        {
          id: "autopilot",
          description: "test: daily at 19:00",
          cron: "cron(0 19 * * ? *)",
          timezone: "Europe/Oslo",
          handler: "packages/functions/src/cron/none.handler",
        },
      ],
      resolveHandler: async () => async (event) => void fired.push(event),
    });
    server = await startServer({
      port: 0,
      host: "127.0.0.1",
      api,
      scheduler,
      webDist: "/nonexistent",
      verifyToken: async (token) => {
        if (token !== "good-token") throw new Error("bad token");
        return { userId: "u1", sessionId: "s1", type: "user", customerId: "c1" };
      },
    });
  });
  afterEach(() => Clock.setOffset(0));
  afterAll(async () => {
    await server?.close();
    await scheduler?.stop();
    Realtime.setLocalPublisher(undefined);
  });

  const url = (p: string) => `http://127.0.0.1:${server.port}${p}`;
  const post = (p: string, body: unknown) =>
    fetch(url(p), { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

  it("mounts the API app at /v1 and serves the SPA fallback elsewhere", async () => {
    expect(await (await fetch(url("/v1/hello"))).json()).toMatchObject({ hello: "verden" });
    expect((await fetch(url("/customer/cases"))).status).toBe(503); // web/dist missing here
    expect((await fetch(url("/missing.js"))).status).toBe(404);
  });

  it("moves the Clock through /_local/clock and fires the schedule that fell due", async () => {
    const before = await (await fetch(url("/_local/clock"))).json();
    expect(before).toEqual({ now: expect.any(String), today: Clock.today(), offsetMs: 0 });
    expect((await post("/_local/clock", { advanceDays: "tre" })).status).toBe(422);
    expect((await post("/_local/clock", { now: "ikke en dato" })).status).toBe(422);
    expect((await post("/_local/clock", [])).status).toBe(422);

    // today's (or tomorrow's) 19:00 in Oslo, plus a minute
    const osloToday = Clock.today();
    let due = fromOsloWall(new Date(`${osloToday}T19:00:00Z`));
    if (due <= Clock.now()) due = new Date(due.getTime() + 86_400_000);
    const res = await post("/_local/clock?wait=true", { now: new Date(due.getTime() + 60_000).toISOString() });
    expect(res.status).toBe(200);
    const moved = (await res.json()) as { now: string; today: string; offsetMs: number };
    expect(moved.offsetMs).toBeGreaterThan(0);
    expect(Clock.now().getTime()).toBeGreaterThanOrEqual(due.getTime() + 60_000);
    expect(fired).toHaveLength(1);
    expect(fired[0]).toMatchObject({ source: "aws.scheduler", "detail-type": "Scheduled Event", time: due.toISOString().replace(".000", "") });

    // nothing more is due until the next day's 19:00
    await scheduler.tick();
    expect(fired).toHaveLength(1);
    await post("/_local/clock?wait=true", { advanceDays: 1 });
    expect(fired).toHaveLength(2);
    const { schedules } = (await (await fetch(url("/_local/schedules"))).json()) as { schedules: unknown[] };
    expect(schedules[0]).toMatchObject({ id: "autopilot", lastResult: "ok" });
  });

  it("lists sent mail as JSON and HTML, newest first, with downloadable attachments", async () => {
    const to = `${unique("viewer")}@firma.test`;
    const ses = new SESv2Client({});
    for (const subject of ["Første", "Andre"])
      await ses.send(
        new SendEmailCommand({
          FromEmailAddress: process.env.INNFRI_MAIL_FROM,
          Destination: { ToAddresses: [to] },
          Content: {
            Simple: {
              Subject: { Data: subject },
              Body: { Html: { Data: `<p>${subject} <a href="http://localhost:3000/x">lenke</a></p>` } },
              Attachments: [{ FileName: "brev æ.pdf", RawContent: Buffer.from(subject), ContentType: "application/pdf" }],
            },
          },
        }),
      );
    const { emails } = (await (await fetch(url(`/_local/mail.json?to=${encodeURIComponent(to)}`))).json()) as {
      emails: { id: string; subject: string }[];
    };
    expect(emails.map((m) => m.subject)).toEqual(["Andre", "Første"]);
    const page = await (await fetch(url("/_local/mail"))).text();
    expect(page).toContain("Andre");
    expect(page).toContain(`/_local/mail/${emails[0]!.id}/attachments/0`);
    const att = await fetch(url(`/_local/mail/${emails[0]!.id}/attachments/0`));
    expect(att.headers.get("content-type")).toBe("application/pdf");
    expect(att.headers.get("content-disposition")).toContain("filename*=UTF-8''brev%20%C3%A6.pdf");
    expect(await att.text()).toBe("Andre");
  });

  it("pushes Realtime.publish events to the authorised WebSocket of the channel", async () => {
    const open = (opts: { protocols?: string[]; query?: string }) =>
      new Promise<WebSocket>((resolve, reject) => {
        const ws = new WebSocket(`ws://127.0.0.1:${server.port}/realtime${opts.query ?? ""}`, opts.protocols);
        ws.once("open", () => resolve(ws));
        ws.once("error", reject);
      });
    await expect(open({ query: "?token=wrong" })).rejects.toThrow(/401/);
    const ws = await open({ protocols: ["bearer", "good-token"] });
    expect(ws.protocol).toBe("bearer");
    const viaQuery = await open({ query: "?token=good-token" });

    const next = (socket: WebSocket) =>
      new Promise<unknown>((resolve) => socket.once("message", (d) => resolve(JSON.parse(String(d)))));
    const got = next(ws);
    const gotToo = next(viaQuery);
    await Realtime.publish("customer.other", "resource.changed", { resource: "imports", id: "x" }); // not theirs
    await Realtime.publish("customer.c1", "resource.changed", { resource: "imports", id: "imp-1" });
    expect(await got).toEqual({
      channel: "customer.c1",
      event: "resource.changed",
      payload: { resource: "imports", id: "imp-1" },
    });
    expect(await gotToo).toMatchObject({ event: "resource.changed" });

    const pong = next(ws);
    ws.send(JSON.stringify({ type: "ping" }));
    expect(await pong).toEqual({ event: "pong" });
    ws.close();
    viaQuery.close();
  });
});
