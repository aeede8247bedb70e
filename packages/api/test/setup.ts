/**
 * Runs before each test file, in its worker: points the AWS SDK and `config()` at the engines of global setup,
 * gives the file a table and a jobs queue of its own (so files never see each other's items or jobs), and runs
 * a jobs poller that delivers what the file enqueues (mail jobs end up in the SES store: see test/mail.ts), and
 * the local fakes of the systems we integrate with (the company register, the credit bureau, Tripletex).
 */
import { afterAll, inject } from "vitest";
import { randomBytes } from "node:crypto";
import { deleteQueue, deleteTable, ensureQueue, ensureTable } from "../../../scripts/local/engines";
import { startPoller, type Poller } from "../../../scripts/local/poller";
import { brregFake } from "../../../scripts/local/fakes/brreg";
import { creditsafeFake } from "../../../scripts/local/fakes/creditsafe";
import { tripletexFake } from "../../../scripts/local/fakes/tripletex";
import { vismaFake } from "../../../scripts/local/fakes/visma";
import { fikenFake } from "../../../scripts/local/fakes/fiken";
import { powerofficeFake } from "../../../scripts/local/fakes/poweroffice";
import { serveFake } from "../../../scripts/local/fakes/serve";

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

// each fake on a port of its own: its adapters reach it over HTTP, as they reach the real one
const fakes = {
  // the company register (issue 21)
  INNFRI_BRREG_URL: brregFake({ slowMs: 50 }).fetch,
  // the credit bureau (issue 21; its slow answer is the contract test's, not the API tests')
  INNFRI_CREDITSAFE_URL: creditsafeFake().fetch,
  // the accounting systems (issue 22): each adapter's urls.local paths are under its fake's root
  INNFRI_TRIPLETEX_URL: tripletexFake().fetch,
  INNFRI_FIKEN_URL: fikenFake().fetch,
  INNFRI_VISMA_URL: vismaFake().fetch,
  INNFRI_POWEROFFICE_URL: powerofficeFake().fetch,
};
const servers = await Promise.all(
  Object.entries(fakes).map(async ([name, fetch]) => {
    const server = await serveFake(fetch);
    process.env[name] = server.url;
    return server;
  }),
);

const poller = startPoller({ queueUrl: queues.queueUrl, waitTimeSeconds: 5 });
(globalThis as { __innfriPoller?: Poller }).__innfriPoller = poller;

afterAll(async () => {
  await poller.stop();
  for (const server of servers) server.close();
  await Promise.all([deleteTable(tableName), deleteQueue(queues)]);
});
