/**
 * The case list's API time for a customer with 20 000 cases (issue 10: p95 ≤ 100 ms and ≤ 2× the raw DynamoDB reads
 * it needs, first page and page 40), side by side:
 *
 *   API  GET /v1/cases?page=P&rowsPerPage=25 through the Hono app in-process (routing, JWT and session check,
 *        rights, ElectroDB, JSON)
 *   raw  the reads that page needs, with the DocumentClient and the parameters ElectroDB builds: the session and
 *        membership reads of every request, the key walk over the cases (keys only, newest first) to the page, the
 *        page's 25 items, and the counter of the total
 *
 * The cases are written directly (batch puts of whole items) with their counter, then measured interleaved.
 */
import { apiAgainstRaw, heading, ms, now, type Bench, type Target } from "./lib";

const CASES = Number(process.env.BENCH_CASES ?? 20_000);
const N = Number(process.env.BENCH_N ?? 200);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);

const bench: Bench = {
  name: "cases",
  async run() {
    heading(`GET /v1/cases for a customer with ${CASES} cases (N=${N} per page, warm-up ${WARMUP})`);
    process.env.INNFRI_LOG ??= "silent";
    process.env.INNFRI_LOCAL_QUIET ??= "1";
    const { startEngines } = await import("../local/engines");
    const engines = await startEngines();
    try {
      const { GetCommand, QueryCommand } = await import("@aws-sdk/lib-dynamodb");
      const { documentClient } = await import("@innfri/core/dynamo/client");
      const { db } = await import("@innfri/core/dynamo/db");
      const { caseKeyOf, CASE_COUNTERS } = await import("@innfri/core/cases/case-rules");
      const { app } = await import("../../packages/api/src/app");
      const { createUser, signIn } = await import("../../packages/api/test/support");

      const seeded = await createUser({ permission: "owner", customerName: "Benk Saker AS" });
      const login = await signIn(seeded.email);
      const token = login.user.accessToken;
      const customerId = login.customer!.id;

      const t0 = now();
      const statuses = ["ready", "waiting", "active"] as const;
      for (let i = 0; i < CASES; i += 25) {
        const items = Array.from({ length: Math.min(25, CASES - i) }, (_, j) => {
          const n = i + j + 1;
          const due = new Date(Date.UTC(2026, 0, 1 + (n % 365))).toISOString().slice(0, 10);
          return {
            customerId,
            caseKey: caseKeyOf(n),
            caseNumber: n,
            debtorId: `d-${n % 2000}`,
            debtorName: `Debitor ${n % 2000}`,
            debtorType: "person" as const,
            customerNumber: String(50_000 + (n % 2000)),
            procedureId: "person",
            status: statuses[n % 3]!,
            stepKey: "none",
            principalOre: 10_000 + n,
            claims: [
              {
                caseId: String(n),
                voucherId: `v-${n}`,
                type: 1,
                claimType: "invoice",
                number: `B-${n}`,
                voucherDate: due,
                dueDate: due,
                amountOre: 10_000 + n,
                openOre: 10_000 + n,
                source: "ledger",
                addedAt: 0,
              },
            ],
            claimTypes: ["invoice"],
            invoiceNumber: `B-${n}`,
            dueDate: due,
            minimumOwedOre: 100,
            createdDay: "2026-11-01",
            createdBy: "bench",
          };
        });
        await db().entities.case.put(items).go();
      }
      await db().entities.counter.put({ scope: customerId, name: CASE_COUNTERS.all, count: CASES }).go();
      console.log(`seeded ${CASES} cases in ${ms(now() - t0, 0)}`);

      const sessions = await db().entities.session.query.byUser({ userId: seeded.userId }).go();
      const session = sessions.data.find((s) => !s.revokedAt)!;
      const doc = documentClient();
      const q = () => db().entities.case.query.byNumber({ customerId });
      const keyAttributes = ["customerId", "caseKey", "status", "stepKey", "dueDate"];

      const targets: Target[] = [];
      for (const page of [1, 40]) {
        const api = async () => {
          const res = await app.request(`/v1/cases?page=${page}&rowsPerPage=25`, {
            headers: { authorization: `Bearer ${token}` },
          });
          const body = (await res.json()) as { data?: unknown[]; total?: number };
          if (res.status !== 200 || body.data?.length !== 25 || body.total !== CASES)
            throw new Error(`GET /v1/cases answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
        };
        const raw = async () => {
          await doc.send(new GetCommand(db().entities.session.get({ sessionId: session.sessionId }).params() as never));
          await doc.send(
            new GetCommand(db().entities.membership.get({ customerId, userId: seeded.userId }).params() as never),
          );
          let cursor: Record<string, unknown> | undefined;
          let skip = (page - 1) * 25;
          while (skip > 0) {
            const params = q().params({ limit: skip, order: "desc", attributes: keyAttributes as never });
            const out = await doc.send(new QueryCommand({ ...(params as object), ExclusiveStartKey: cursor } as never));
            skip -= out.Items?.length ?? 0;
            cursor = out.LastEvaluatedKey;
          }
          const [items] = await Promise.all([
            doc.send(
              new QueryCommand({
                ...(q().params({ limit: 25, order: "desc" }) as object),
                ExclusiveStartKey: cursor,
              } as never),
            ),
            doc.send(
              new GetCommand(
                db().entities.counter.get({ scope: customerId, name: CASE_COUNTERS.all }).params() as never,
              ),
            ),
          ]);
          if (items.Items?.length !== 25) throw new Error("raw: page came back short");
        };
        targets.push(...(await apiAgainstRaw(`GET /v1/cases page ${page}`, api, raw, { n: N, warmup: WARMUP })));
      }
      return targets;
    } finally {
      await engines.stop();
    }
  },
};
export default bench;
