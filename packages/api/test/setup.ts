/**
 * Runs before each test file, in its worker: points the AWS SDK and `config()` at the engines of global setup,
 * gives the file a table and a jobs queue of its own (so files never see each other's items or jobs), and runs
 * a jobs poller that delivers what the file enqueues (mail jobs end up in the SES store: see test/mail.ts), and
 * the local fakes of the systems we integrate with (the company register, the credit bureau).
 */
import { afterAll, inject } from "vitest";
import { randomBytes } from "node:crypto";
import { deleteQueue, deleteTable, ensureQueue, ensureTable } from "../../../scripts/local/engines";
import { startPoller, type Poller } from "../../../scripts/local/poller";
import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { brregFake } from "../../../scripts/local/fakes/brreg";
import { creditsafeFake } from "../../../scripts/local/fakes/creditsafe";
import { fikenFake } from "../../../scripts/local/fakes/fiken";

Object.assign(process.env, inject("localEnv"));

const id = `${process.env.VITEST_POOL_ID ?? "0"}-${randomBytes(4).toString("hex")}`;
const tableName = `test-${id}`;
process.env.INNFRI_TABLE = tableName;
const queues = await ensureQueue(`jobs-${id}`, { visibilityTimeout: 5 });
process.env.INNFRI_QUEUE_URL = queues.queueUrl;
process.env.INNFRI_DLQ_URL = queues.dlqUrl;
// every kind of job on the file's one queue, mail included (npm start and AWS split them: core/jobs/queues.ts)
process.env.INNFRI_MAIL_QUEUE_URL = queues.queueUrl;
process.env.INNFRI_MAIL_DLQ_URL = queues.dlqUrl;
await ensureTable(tableName);

// the company register's fake (issue 21): the adapter reaches it over HTTP, as it reaches the register deployed
const brreg = await new Promise<ReturnType<typeof serve>>((resolve) => {
  const s = serve({ fetch: brregFake({ slowMs: 50 }).fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
});
process.env.INNFRI_BRREG_URL = `http://127.0.0.1:${(brreg.address() as AddressInfo).port}`;
// the credit bureau's fake (issue 21), likewise (its slow answer is the contract test's, not the API tests')
const bureau = await new Promise<ReturnType<typeof serve>>((resolve) => {
  const s = serve({ fetch: creditsafeFake().fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
});
process.env.INNFRI_CREDITSAFE_URL = `http://127.0.0.1:${(bureau.address() as AddressInfo).port}`;
// the local Fiken (issue 22), likewise: its OAuth server and API under one base
const fiken = await new Promise<ReturnType<typeof serve>>((resolve) => {
  const s = serve({ fetch: fikenFake().fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
});
process.env.INNFRI_FIKEN_URL = `http://127.0.0.1:${(fiken.address() as AddressInfo).port}`;

const poller = startPoller({ queueUrl: queues.queueUrl, waitTimeSeconds: 5 });
(globalThis as { __innfriPoller?: Poller }).__innfriPoller = poller;

afterAll(async () => {
  await poller.stop();
  brreg.close();
  bureau.close();
  fiken.close();
  await Promise.all([deleteTable(tableName), deleteQueue(queues)]);
});
