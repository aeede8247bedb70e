/**
 * GET /v1/user through the Hono app in-process (`app.request`, so no HTTP: what is measured is our own overhead —
 * routing, JWT check, ElectroDB, JSON) side by side with the raw DynamoDB reads the request needs, sent directly
 * with the DocumentClient against the same DynamoDB Local in the same run:
 *
 *   requireActor    GetItem session                    (core/accounts/token.ts verifyAccessToken)
 *                   GetItem membership                  (api/middleware/actor.ts)
 *   currentUser     GetItem user              ┐ in parallel (core/accounts/user.ts)
 *                   Query memberships on gsi1 ┘ then BatchGetItem customers (core/accounts/customer.ts)
 *
 * The raw side sends the very parameters ElectroDB builds (`.params()`), in the same order and with the same
 * parallelism, so the difference is only what our code adds. Interleaved (alternating which goes first), after a
 * warm-up. Target (DESIGN.md section 8): API p95 ≤ 100 ms and ≤ 2× the raw reads.
 */
import { heading, median, ms, now, stats, statsRows, STATS_HEADERS, table, target, type Bench } from "./lib";

const N = Number(process.env.BENCH_N ?? 500);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 50);

const bench: Bench = {
  name: "api-user",
  async run() {
    heading(`GET /v1/user in-process vs raw DynamoDB reads (N=${N}, warm-up ${WARMUP})`);
    process.env.INNFRI_LOG ??= "silent"; // one JSON log line per request would measure the terminal
    process.env.INNFRI_LOCAL_QUIET ??= "1";

    const { startEngines } = await import("../local/engines");
    const t0 = now();
    const engines = await startEngines(); // in memory, table/bucket/queue bootstrapped, env set
    console.log(`engines up in ${ms(now() - t0, 0)} (DynamoDB Local in memory, port ${engines.ports.dynamodb})`);
    try {
      const { GetCommand, QueryCommand, BatchGetCommand } = await import("@aws-sdk/lib-dynamodb");
      const { documentClient } = await import("@innfri/core/dynamo/client");
      const { db } = await import("@innfri/core/dynamo/db");
      const { app } = await import("../../packages/api/src/app");
      const { createUser, signIn } = await import("../../packages/api/test/support");

      // A customer user with one membership (the common case), signed in through the API.
      const seeded = await createUser({ permission: "owner", customerName: "Benk Regnskap AS" });
      const login = await signIn(seeded.email);
      const token = login.user.accessToken;
      if (!login.customer) throw new Error("the seeded user signed in without a customer");

      // The session id and customer id the request will use, from what the API stored.
      const sessions = await db().entities.session.query.byUser({ userId: seeded.userId }).go();
      const session = sessions.data.find((s) => !s.revokedAt);
      if (!session) throw new Error("no open session after sign-in");
      const customerId = session.customerId ?? login.customer.id;

      const doc = documentClient();
      const p = {
        session: db().entities.session.get({ sessionId: session.sessionId }).params(),
        membership: db().entities.membership.get({ customerId, userId: seeded.userId }).params(),
        user: db().entities.user.get({ userId: seeded.userId }).params(),
        memberships: db().entities.membership.query.byUser({ userId: seeded.userId }).params(),
      };

      const api = async () => {
        const res = await app.request("/v1/user", { headers: { authorization: `Bearer ${token}` } });
        const body = (await res.json()) as { customer?: { id: string } | null };
        if (res.status !== 200 || body.customer?.id !== customerId) {
          throw new Error(`GET /v1/user answered ${res.status}: ${JSON.stringify(body)}`);
        }
      };
      const raw = async () => {
        const s = await doc.send(new GetCommand(p.session as never));
        if (!s.Item) throw new Error("raw: no session");
        const m = await doc.send(new GetCommand(p.membership as never));
        if (!m.Item) throw new Error("raw: no membership");
        const [u, customers] = await Promise.all([
          doc.send(new GetCommand(p.user as never)),
          (async () => {
            const q = await doc.send(new QueryCommand(p.memberships as never));
            const keys = (q.Items ?? []).map((i) => ({ customerId: String(i.customerId) }));
            // ElectroDB chunks a batch get into requests of 100 keys; one request here.
            const [batch] = db().entities.customer.get(keys).params() as unknown[];
            return doc.send(new BatchGetCommand(batch as never));
          })(),
        ]);
        if (!u.Item) throw new Error("raw: no user");
        const table = Object.keys(customers.Responses ?? {})[0];
        if (!table || customers.Responses![table]!.length !== 1) throw new Error("raw: customer batch-get came back empty");
      };

      for (let i = 0; i < WARMUP; i++) {
        await api();
        await raw();
      }
      const apiMs: number[] = [];
      const rawMs: number[] = [];
      const time = async (fn: () => Promise<void>, into: number[]) => {
        const start = now();
        await fn();
        into.push(now() - start);
      };
      const started = now();
      for (let i = 0; i < N; i++) {
        if (i % 2 === 0) {
          await time(api, apiMs);
          await time(raw, rawMs);
        } else {
          await time(raw, rawMs);
          await time(api, apiMs);
        }
      }
      const wall = now() - started;

      const a = stats(apiMs);
      const r = stats(rawMs);
      // Ratio of the per-iteration pairs as well: robust to drift of the engine over the run.
      const pairRatios = apiMs.map((v, i) => v / rawMs[i]!);
      console.log(
        table(STATS_HEADERS, [
          statsRows("API  GET /v1/user (app.request)", a),
          statsRows("raw  5 reads, same shape", r),
        ]),
      );
      console.log("");
      console.log(
        table(
          ["ratio API / raw", "p50", "p95", "p99", "mean", "median of pairs"],
          [
            [
              "",
              (a.p50 / r.p50).toFixed(2) + "×",
              (a.p95 / r.p95).toFixed(2) + "×",
              (a.p99 / r.p99).toFixed(2) + "×",
              (a.mean / r.mean).toFixed(2) + "×",
              median(pairRatios).toFixed(2) + "×",
            ],
          ],
        ),
      );
      console.log(
        `\nour overhead per request (p50): ${ms(a.p50 - r.p50)}; ${N} pairs in ${ms(wall / 1000, 1).replace(" ms", " s")}`,
      );
      const ratio = a.p95 / r.p95;
      return [
        target("GET /v1/user p95", ms(a.p95), "≤ 100 ms", a.p95 <= 100),
        target("GET /v1/user p95 / raw reads p95", `${ratio.toFixed(2)}×`, "≤ 2×", ratio <= 2),
      ];
    } finally {
      await engines.stop();
    }
  },
};

export default bench;
