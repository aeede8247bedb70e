import { Api as HttpApi, Function, StackContext, use, type FunctionProps } from "sst/constructs";
import { API_FUNCTIONS, DEFAULT_FUNCTION, entryOf, type ApiFunctionName } from "../packages/api/src/functions/manifest";
import { grants, type Access } from "./access";
import { API_DOCS_NODEJS, API_NODEJS } from "./bundling";
import { Database } from "./Database";
import { Jobs } from "./Jobs";
import { Realtime } from "./Realtime";
import { Secrets, webUrlFromSsm } from "./Secrets";
import { Storage } from "./Storage";
import { API_THROTTLE, logRetention, stageSettings } from "./settings";

/**
 * What each API function may touch beyond the table and the token key, which all have (every route is behind the
 * session middleware): exactly what its bundle contains (stacks.test.ts checks it): `documents` where it bundles
 * core/storage/documents.ts, `enqueue` where it bundles core/jobs/queue.ts, `publish` where it bundles
 * core/realtime/realtime.ts, `records` where it bundles core/storage/records.ts (reads records), `keepRecords` where it
 * bundles core/storage/record-writer.ts (writes them). A route that starts to read files or queue jobs adds the word here.
 */
export const API_ACCESS: Record<ApiFunctionName | "docs", readonly (Access | "publish")[]> = {
  auth: ["documents", "enqueue", "publish", "records"],
  accounts: ["documents", "enqueue", "records"],
  // the accounting correction export is kept as a record; a payment or credit note on an invoice synced from an
  // accounting system queues its write-back (core/accounting/ledger-hooks.ts)
  ledger: ["enqueue", "keepRecords"],
  // the imported file is a record
  imports: ["documents", "enqueue", "keepRecords"],
  // a step batch (POST /case-documents/send) is a batch: its jobs queued, its progress published (docs/batches.md)
  cases: ["documents", "enqueue", "publish", "records"],
  // the case's accounting statement is kept as a record; approving the auto-pilot's proposals starts step batches
  // (their jobs queued, their progress published: docs/auto-pilot.md)
  operations: ["documents", "enqueue", "publish", "records", "keepRecords"],
  collection: ["documents", "records"],
  // the bureau's credentials; a check queues its report's PDF, which the function then reads
  credit: ["documents", "enqueue", "creditBureau"],
  // a sync or a write-back is queued; the accounting tokens are sealed with the accounting key, the systems' secrets read;
  // an export file for a system without an API is kept as a record and downloaded from it (a record's read falls back
  // to the documents bucket: core/storage/records.ts)
  integrations: ["documents", "enqueue", "publish", "accounting", "records", "keepRecords"],
  // a billing run (POST /billing-schedules/{id}/run) is a batch: its jobs queued, its progress published
  admin: ["enqueue", "publish"],
  docs: ["documents", "enqueue", "publish", "records", "keepRecords"],
};

/** `ledger` → `Ledger`: the construct is `Api<Name>`. */
const pascal = (name: string) => name.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase());

/**
 * The HTTP API: one function per context (packages/api/src/functions/manifest.ts), each bundling only its own
 * routes behind the shared middleware, so a cold start loads what its routes need (docs/architecture.md, "Cold
 * start"). API Gateway sends each path to its function; the default function takes every other path (and
 * answers 404 for an unknown one). `GET /v1/openapi.json` goes to the whole app (lambda.ts), which alone knows
 * every route.
 */
export function Api({ stack, app }: StackContext) {
  const { table } = use(Database);
  const { bucket, records } = use(Storage);
  const { MAIL_FROM, accountingKey } = use(Secrets);
  const { queues } = use(Jobs);
  const { publisher } = use(Realtime);
  const settings = stageSettings(app);
  const { domain, production } = settings;
  const webUrl = webUrlFromSsm(stack);
  const resources = {
    table,
    bucket,
    records,
    queues,
    mailDomain: settings.mailDomain,
    sesSandbox: settings.sesSandbox,
    accountingKey,
  };

  // MAIL_FROM is a plain value (no permission); WEB_URL is read from SSM for the links in mail.
  const props = (name: ApiFunctionName | "docs"): FunctionProps => {
    const access = API_ACCESS[name];
    const granted = grants(stack, resources, [
      "table",
      "tokens",
      ...access.filter((a): a is Access => a !== "publish"),
    ]);
    const publishes = access.includes("publish");
    return {
      timeout: "29 seconds",
      bind: [MAIL_FROM],
      environment: { ...granted.environment, ...webUrl.environment, ...(publishes ? publisher.environment : {}) },
      permissions: [...granted.permissions, ...webUrl.permissions, ...(publishes ? publisher.permissions : [])],
      // only the docs function generates the OpenAPI document (stacks/bundling.ts, openApiRegistryOnly)
      nodejs: name === "docs" ? API_DOCS_NODEJS : API_NODEJS,
    };
  };
  const functions = Object.fromEntries(
    API_FUNCTIONS.map((f) => [
      f.name,
      new Function(stack, `Api${pascal(f.name)}`, {
        ...props(f.name),
        handler: entryOf(f.name),
        description: `Innfri API (${f.name}): ${f.description}`,
      }),
    ]),
  ) as Record<ApiFunctionName, Function>;
  const docs = new Function(stack, "ApiDocs", {
    ...props("docs"),
    handler: "packages/api/src/lambda.handler",
    description: "Innfri API: the OpenAPI document (the whole app)",
  });

  const routes: Record<string, Function> = {
    "ANY /v1": functions[DEFAULT_FUNCTION],
    "ANY /v1/{proxy+}": functions[DEFAULT_FUNCTION],
    "GET /v1/openapi.json": docs,
  };
  for (const f of API_FUNCTIONS) {
    for (const path of f.paths) {
      routes[`ANY /v1${path}`] = functions[f.name];
      if (!path.includes("{")) routes[`ANY /v1${path}/{proxy+}`] = functions[f.name];
    }
  }

  // The site's CloudFront address cannot be known here without a cycle (docs/deploy.md): with a domain the
  // origin is exact; without one any origin may call, which exposes nothing as the API takes bearer tokens. The
  // one cookie (the refresh token) is SameSite=Strict on the site's origin, where CloudFront routes /v1/* here,
  // and CORS never allows credentials.
  const origins = domain ? [`https://${domain.domainName}`] : ["*"];
  const api = new HttpApi(stack, "Api", {
    cors: {
      allowOrigins: production || !domain ? origins : [...origins, "http://localhost:5173"],
      allowMethods: ["ANY"],
      allowHeaders: ["authorization", "content-type", "accept-language"],
      exposeHeaders: ["content-disposition"],
      maxAge: "1 day",
    },
    accessLog: { retention: logRetention(app.stage).access },
    // stage throttling (settings.ts): every route's default settings
    defaults: { throttle: { rate: API_THROTTLE.rate, burst: API_THROTTLE.burst } },
    routes,
  });

  stack.addOutputs({ ApiUrl: api.url });
  return { api, functions, docs };
}
