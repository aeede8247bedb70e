import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Match, Template } from "aws-cdk-lib/assertions";
import { App, Function as SstFunction, getStack } from "sst/constructs";
import { initProject } from "sst/project.js";
import { beforeAll, describe, expect, it } from "vitest";
import { API_FUNCTIONS, DEFAULT_FUNCTION } from "../packages/api/src/functions/manifest";
import { GSI_NAMES, TTL_ATTRIBUTE } from "../packages/core/src/dynamo/table";
import { handlerOf, isJobSchedule, schedules } from "../packages/core/src/schedules";
import config from "../sst.config";
import { Api } from "./Api";
import { Database } from "./Database";
import { Events } from "./Events";
import { Jobs } from "./Jobs";
import { Realtime } from "./Realtime";
import { Secrets } from "./Secrets";
import { LAMBDA_RUNTIME, stageRefusal } from "./settings";
import { Storage } from "./Storage";
import { Web } from "./Web";

// Offline synth: vitest sets NODE_ENV=test, so SST skips the AWS lookups (bootstrap, STS) and the web build.
const root = fileURLToPath(new URL("..", import.meta.url));
const STACKS = { Database, Storage, Secrets, Realtime, Jobs, Events, Api, Web };
type Templates = Record<keyof typeof STACKS, Template>;
const ACCOUNT = "123456789012";
/** Whether each stack of the last synth of a stage has termination protection, by stack. */
const protection: Record<string, Record<string, boolean>> = {};

const HANDLERS = [
  "packages/api/src/lambda.ts",
  ...API_FUNCTIONS.map((f) => `packages/api/src/functions/${f.name}.ts`),
  "packages/functions/src/queues/jobs.ts",
  ...["authorizer", "connect", "disconnect", "default"].map((h) => `packages/functions/src/realtime/${h}.ts`),
  ...new Set(schedules.map((s) => `${handlerOf(s).replace(/\.[^./]+$/, "")}.ts`)),
];

async function synth(stage: string): Promise<Templates> {
  await initProject({ stage, root });
  const app = new App({ mode: "deploy", stage, name: "innfri", region: "eu-north-1", account: ACCOUNT });
  await config.stacks(app);
  await app.finish();
  // SST builds each function into .sst/artifacts/<its construct address>, emptied before the build
  for (const c of app.node.findAll()) {
    if (!(c instanceof SstFunction)) continue;
    const { handler } = (c as unknown as { props: { handler: string } }).props;
    artifacts.set(`${stage} ${handler}`, path.join(root, ".sst/artifacts", c.node.addr));
  }
  protection[stage] = Object.fromEntries(Object.entries(STACKS).map(([name, fn]) => [name, getStack(fn).terminationProtection]));
  const entries = Object.entries(STACKS).map(([name, fn]) => [name, Template.fromStack(getStack(fn))]);
  return Object.fromEntries(entries) as Templates;
}

/** The Lambda function a route of an HTTP or WebSocket API integrates with. */
function routeFunction(t: Template, routeKey: string) {
  const [route] = Object.values(t.findResources("AWS::ApiGatewayV2::Route", { Properties: { RouteKey: routeKey } }));
  expect(route, `route ${routeKey}`).toBeDefined();
  const integrationId = JSON.stringify(route!.Properties.Target).match(/"Ref":"([^"]+)"/)![1]!;
  const integration = t.toJSON().Resources[integrationId];
  const functionId = JSON.stringify(integration.Properties.IntegrationUri).match(/"Fn::GetAtt":\["([^"]+)","Arn"\]/)![1]!;
  return t.toJSON().Resources[functionId].Properties;
}

/** The functions SST built from our handlers (custom-resource Lambdas of CDK carry no SST_APP). */
const ourFunctions = (t: Template) =>
  Object.values(t.findResources("AWS::Lambda::Function")).filter((f) => f.Properties.Environment?.Variables?.SST_APP);

let prod: Templates;
let dev: Templates;
/** The folder SST built each function into, by `<stage> <handler>`. */
const artifacts = new Map<string, string>();

beforeAll(async () => {
  // SST resolves handler paths against the working directory.
  if (process.cwd() !== path.resolve(root)) throw new Error(`Run from ${root}: npx vitest run --project stacks`);
  const missing = HANDLERS.filter((file) => !existsSync(path.join(root, file)));
  if (missing.length) throw new Error(`Handlers the stacks bundle are missing: ${missing.join(", ")}`);
  if (!existsSync(path.join(root, "web/dist/index.html"))) {
    mkdirSync(path.join(root, "web/dist"), { recursive: true });
    writeFileSync(path.join(root, "web/dist/index.html"), "<!doctype html><title>Innfri</title>\n");
  }
  // production refuses to synthesize without its domain and outside its account (settings.ts stageRefusal)
  Object.assign(process.env, { INNFRI_DOMAIN: "app.innfri.no", INNFRI_PRODUCTION_ACCOUNT: ACCOUNT });
  prod = await synth("production");
  delete process.env.INNFRI_DOMAIN;
  delete process.env.INNFRI_PRODUCTION_ACCOUNT;
  dev = await synth("dev");
});

describe("Database", () => {
  it("is the table of packages/core/src/dynamo/table.ts", () => {
    prod.Database.hasResourceProperties("AWS::DynamoDB::Table", {
      KeySchema: [
        { AttributeName: "pk", KeyType: "HASH" },
        { AttributeName: "sk", KeyType: "RANGE" },
      ],
      GlobalSecondaryIndexes: GSI_NAMES.map((name) =>
        Match.objectLike({
          IndexName: name,
          KeySchema: [
            { AttributeName: `${name}pk`, KeyType: "HASH" },
            { AttributeName: `${name}sk`, KeyType: "RANGE" },
          ],
          Projection: { ProjectionType: "ALL" },
        }),
      ),
      TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      BillingMode: "PAY_PER_REQUEST",
    });
    expect(GSI_NAMES).toHaveLength(3);
  });

  it("is retained and protected in production, deleted with a development stage", () => {
    prod.Database.hasResource("AWS::DynamoDB::Table", {
      DeletionPolicy: "Retain",
      UpdateReplacePolicy: "Retain",
      Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
    });
    dev.Database.hasResource("AWS::DynamoDB::Table", { DeletionPolicy: "Delete" });
  });
});

describe("Storage", () => {
  it("keeps documents private, encrypted and on TLS only", () => {
    prod.Storage.hasResourceProperties("AWS::S3::Bucket", {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: "AES256" } }],
      },
    });
    prod.Storage.hasResourceProperties("AWS::S3::BucketPolicy", {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: "Deny", Condition: { Bool: { "aws:SecureTransport": "false" } } }),
        ]),
      },
    });
  });

  it("is retained in production, emptied and deleted with a development stage", () => {
    prod.Storage.hasResource("AWS::S3::Bucket", { DeletionPolicy: "Retain" });
    dev.Storage.hasResource("AWS::S3::Bucket", { DeletionPolicy: "Delete" });
    dev.Storage.resourceCountIs("Custom::S3AutoDeleteObjects", 1);
  });
});

describe("Jobs", () => {
  it("sends a job to the dead-letter queue after three receives", () => {
    prod.Jobs.hasResourceProperties("AWS::SQS::Queue", {
      RedrivePolicy: { deadLetterTargetArn: Match.anyValue(), maxReceiveCount: 3 },
    });
  });

  it("consumes ten at a time and retries only the failed messages", () => {
    prod.Jobs.hasResourceProperties("AWS::Lambda::EventSourceMapping", {
      BatchSize: 10,
      FunctionResponseTypes: ["ReportBatchItemFailures"],
    });
  });

  it("creates the SES domain identity in production only", () => {
    prod.Jobs.hasResourceProperties("AWS::SES::EmailIdentity", { EmailIdentity: "innfri.no" });
    dev.Jobs.resourceCountIs("AWS::SES::EmailIdentity", 0);
  });
});

describe("Events", () => {
  it("has one Scheduler schedule per entry of schedules.ts, in Oslo time", () => {
    prod.Events.resourceCountIs("AWS::Scheduler::Schedule", schedules.length);
    for (const entry of schedules) {
      prod.Events.hasResourceProperties("AWS::Scheduler::Schedule", {
        ScheduleExpression: entry.cron,
        ScheduleExpressionTimezone: "Europe/Oslo",
        Target: Match.objectLike({ Arn: Match.anyValue(), RoleArn: Match.anyValue() }),
      });
    }
    prod.Events.hasResourceProperties("AWS::IAM::Role", {
      AssumeRolePolicyDocument: {
        Statement: Match.arrayWith([Match.objectLike({ Principal: { Service: "scheduler.amazonaws.com" } })]),
      },
    });
  });

  it("serves every job schedule by the one enqueue function, with the schedule and its occurrence as input", () => {
    const jobs = schedules.filter(isJobSchedule);
    expect(jobs.length).toBeGreaterThan(0);
    for (const entry of jobs) {
      prod.Events.hasResourceProperties("AWS::Scheduler::Schedule", {
        ScheduleExpression: entry.cron,
        Target: Match.objectLike({
          Input: JSON.stringify({ scheduleId: entry.id, at: "<aws.scheduler.scheduled-time>" }),
        }),
      });
    }
    const enqueue = ourFunctions(prod.Events).filter((fn) =>
      String(fn.Properties.Description ?? "").startsWith("Enqueues the job of a schedule"),
    );
    expect(enqueue).toHaveLength(1);
  });
});

describe("Api", () => {
  const apiHandler = (name: string) => new RegExp(`packages/api/src/functions/${name}\\.handler$`);
  const routeKeys = (t: Template) =>
    Object.values(t.findResources("AWS::ApiGatewayV2::Route")).map((r) => r.Properties.RouteKey as string);

  it("sends each path of functions/manifest.ts to its function, every other path to the default one", () => {
    const expected: Record<string, RegExp> = {
      "ANY /v1": apiHandler(DEFAULT_FUNCTION),
      "ANY /v1/{proxy+}": apiHandler(DEFAULT_FUNCTION),
      "GET /v1/openapi.json": /packages\/api\/src\/lambda\.handler$/,
    };
    for (const f of API_FUNCTIONS) {
      for (const path of f.paths) {
        expected[`ANY /v1${path}`] = apiHandler(f.name);
        if (!path.includes("{")) expected[`ANY /v1${path}/{proxy+}`] = apiHandler(f.name);
      }
    }
    expect(routeKeys(prod.Api).sort()).toEqual(Object.keys(expected).sort());
    for (const [key, handler] of Object.entries(expected)) {
      const fn = routeFunction(prod.Api, key);
      expect(fn.Handler, key).toMatch(handler);
      expect(fn.Runtime).toBe(LAMBDA_RUNTIME);
      expect(fn.Architectures).toEqual(["arm64"]);
    }
    // the contexts named in issue 9, and the ledger's vouchers under /customers go to the ledger
    expect(routeFunction(prod.Api, "ANY /v1/auth/{proxy+}").Handler).toMatch(apiHandler("auth"));
    expect(routeFunction(prod.Api, "ANY /v1/customers/{proxy+}").Handler).toMatch(apiHandler("accounts"));
    expect(routeFunction(prod.Api, "ANY /v1/customers/{id}/vouchers").Handler).toMatch(apiHandler("ledger"));
    expect(routeFunction(prod.Api, "ANY /v1/imports/{proxy+}").Handler).toMatch(apiHandler("imports"));
    expect(routeFunction(prod.Api, "ANY /v1/{proxy+}").Handler).toMatch(apiHandler("admin"));
    expect(ourFunctions(prod.Api)).toHaveLength(API_FUNCTIONS.length + 1);
  });

  it("binds the resources and settings config.ts reads, to every API function", () => {
    const fns = ourFunctions(prod.Api);
    for (const fn of fns) {
      const env = fn.Properties.Environment.Variables;
      expect(env).toMatchObject({
        SST_Secret_value_JWT_SECRET: "__FETCH_FROM_SSM__",
        SST_Parameter_value_MAIL_FROM: "Innfri <no-reply@innfri.no>",
        SST_Parameter_value_WEB_URL: "__FETCH_FROM_SSM__",
        NODE_OPTIONS: "--enable-source-maps",
      });
      for (const name of ["SST_Table_tableName_Data", "SST_Bucket_bucketName_Documents", "SST_Queue_queueUrl_Jobs", "INNFRI_REALTIME_ENDPOINT"]) {
        expect(env, name).toHaveProperty(name);
      }
    }
    const policies = JSON.stringify(prod.Api.findResources("AWS::IAM::Policy"));
    expect(policies).toContain("/sst/innfri/production/Secret/JWT_SECRET/value");
    expect(policies).toContain("/sst/innfri/production/Parameter/WEB_URL/value");
    expect(policies).toContain("ses:SendEmail");
    expect(policies).toContain("execute-api:ManageConnections");
    // one role per function, each allowed to read the table
    const roles = Object.values(prod.Api.findResources("AWS::IAM::Policy")).filter((p) =>
      JSON.stringify(p).includes("dynamodb:"),
    );
    expect(roles.length).toBeGreaterThanOrEqual(fns.length);
  });

  it("keeps every API function's cold start ≤ 1 MB, with no import parser (exceljs and the parsers stay in jobs)", () => {
    const api = bundleOf(/packages\/api\/src\/functions\/[a-z-]+\.handler$/);
    expect(api.map((b) => b.handler).sort()).toEqual(API_FUNCTIONS.map((f) => `packages/api/src/functions/${f.name}.handler`).sort());
    for (const { handler, sources, loaded, loadedBytes } of api) {
      // issue 9's target: what a cold start of each API function loads is at most 1 MB minified
      expect(loadedBytes, `${handler}: ${loadedBytes} bytes loaded at cold start`).toBeLessThanOrEqual(1024 * 1024);
      expect(sources.filter((s) => s.includes("node_modules/exceljs/")), handler).toEqual([]);
      expect(sources.filter((s) => PARSER.test(s)), handler).toEqual([]);
      // fast-xml-parser only behind the SVG logo sanitiser's import(), never in what a cold start loads
      expect(loaded.filter((s) => s.includes("node_modules/fast-xml-parser/")), handler).toEqual([]);
      // letters are rendered in jobs only (core letters/letters.jobs.ts): pdfkit in no API function at all
      expect(sources.filter((s) => s.includes("node_modules/pdfkit/")), handler).toEqual([]);
    }
    // the check can fail: the jobs function has them
    const [jobs] = bundleOf(/packages\/functions\/src\/queues\/jobs\.handler$/);
    expect(jobs!.sources.some((s) => s.includes("node_modules/exceljs/"))).toBe(true);
    expect(jobs!.sources.some((s) => PARSER.test(s))).toBe(true);
    expect(jobs!.sources.some((s) => s.includes("node_modules/pdfkit/"))).toBe(true);
  });
  it("bundles in each API function only the contexts its routes use (catalogues and entities per context)", () => {
    const [auth] = bundleOf(/packages\/api\/src\/functions\/auth\.handler$/);
    // core/i18n/registry.test.ts and core/dynamo/registry.test.ts: a context's texts and entities come with the
    // modules that use them, so signing in loads no case, procedure or law, nor their texts
    const foreign = /packages\/core\/src\/(cases|procedures|law|letters)\/|packages\/core\/src\/i18n\/(cases|procedures|law|imports|interest|ledger)\.ts$|packages\/core\/src\/ledger\/ledger(-views)?\.schema\.ts$/;
    // except the case settings' view (a few lines of zod): it is part of the customer's account view
    const accountPart = /packages\/core\/src\/cases\/settings\.schema\.ts$/;
    expect(auth!.sources.filter((s) => foreign.test(s) && !accountPart.test(s))).toEqual([]);
    // the check can fail: the cases function has them
    const [cases] = bundleOf(/packages\/api\/src\/functions\/cases\.handler$/);
    expect(cases!.loaded.filter((s) => /packages\/core\/src\/(cases\/entities|i18n\/cases)\.ts$/.test(s))).toHaveLength(2);
  });
});

/** The import parsers of core (import/index.ts loads them by file type). */
const PARSER = /packages\/core\/src\/ledger\/import\/(index|xlsx|ehf|ocr|saft|parse-file)\.ts$/;

/**
 * What SST built for each function of the production synth whose handler matches: every source of its output
 * files (from their source maps), and those of the files its entry imports statically (what a cold start loads).
 */
function bundleOf(handler: RegExp) {
  const fns = Object.values(prod)
    .flatMap((t) => ourFunctions(t))
    .filter((f) => handler.test(f.Properties.Handler));
  return fns.map((f) => {
    const dir = artifacts.get(`production ${f.Properties.Handler}`)!;
    expect(dir, f.Properties.Handler).toBeDefined();
    const entry = `${f.Properties.Handler.replace(/\.[^./]+$/, "")}.mjs`;
    const files = readdirSync(path.join(dir, path.dirname(entry))).filter((n) => n.endsWith(".mjs"));
    const sourcesOf = (file: string) =>
      (JSON.parse(readFileSync(path.join(dir, path.dirname(entry), `${file}.map`), "utf8")).sources as string[]).map(
        (s) => s.replace(/^(\.\.\/)+/, ""),
      );
    const loaded = new Set([path.basename(entry)]);
    for (const file of loaded) {
      const code = readFileSync(path.join(dir, path.dirname(entry), file), "utf8");
      for (const m of code.matchAll(/(?:^|[;}\n])\s*import\s*(?:[\w$*{},\s]+from\s*)?["']\.\/([^"']+\.mjs)["']/g)) loaded.add(m[1]!);
    }
    return {
      handler: f.Properties.Handler as string,
      sources: files.flatMap(sourcesOf),
      loaded: [...loaded].flatMap(sourcesOf),
      loadedBytes: [...loaded].reduce((n, file) => n + statSync(path.join(dir, path.dirname(entry), file)).size, 0),
    };
  });
}

describe("API functions and the full app", () => {
  /** API Gateway's choice for a path: an exact route, then the one with most literal segments, then the longest greedy prefix. */
  const ROUTES = [
    ...API_FUNCTIONS.flatMap((f) => f.paths.flatMap((p) => [[`/v1${p}`, f.name], ...(p.includes("{") ? [] : [[`/v1${p}/{proxy+}`, f.name]])])),
    ["/v1", DEFAULT_FUNCTION],
    ["/v1/{proxy+}", DEFAULT_FUNCTION],
  ] as [string, string][];
  function gatewayTarget(path: string): string {
    const segs = path.split("/").slice(1);
    const scored = ROUTES.flatMap(([key, fn]) => {
      const k = key.split("/").slice(1);
      const greedy = k.at(-1) === "{proxy+}";
      const fixed = greedy ? k.slice(0, -1) : k;
      if (greedy ? segs.length <= fixed.length : segs.length !== k.length) return [];
      if (!fixed.every((s, i) => s.startsWith("{") || s === segs[i])) return [];
      const literals = fixed.filter((s) => !s.startsWith("{")).length;
      return [{ fn, score: (greedy ? 0 : 1000) + literals }];
    });
    return scored.sort((a, b) => b.score - a.score)[0]!.fn;
  }
  const sample = (honoPath: string) => honoPath.replace(/:[^/]+/g, "x");
  const routesOf = (app: { routes: { method: string; path: string }[] }) =>
    new Set(app.routes.filter((r) => r.method !== "ALL" && !r.path.endsWith("*")).map((r) => `${r.method} ${r.path}`));

  it("sends every route of the full app to a function that serves it, and nothing else to a function", async () => {
    const { app } = await import("../packages/api/src/app");
    const { apiApp } = await import("../packages/api/src/base");
    const served: Record<string, Set<string>> = {};
    for (const f of API_FUNCTIONS) {
      const mod = (await import(`../packages/api/src/functions/${f.name}.routes.ts`)) as Record<string, never>;
      served[f.name] = routesOf(apiApp(mod[`${f.name}Routes`]!));
    }
    const all = [...routesOf(app)].filter((r) => r !== "GET /v1/openapi.json");
    expect(all.length).toBeGreaterThan(50);
    const lost = all.filter((r) => !served[gatewayTarget(sample(r.split(" ")[1]!))]!.has(r));
    expect(lost, "routes API Gateway sends to a function that does not serve them (functions/manifest.ts)").toEqual([]);
    for (const [name, routes] of Object.entries(served)) {
      const astray = [...routes].filter((r) => gatewayTarget(sample(r.split(" ")[1]!)) !== name);
      expect(astray, `routes of ${name} that API Gateway sends elsewhere`).toEqual([]);
    }
    expect(Object.values(served).reduce((n, r) => n + r.size, 0)).toBe(all.length);
  });
});

describe("Realtime", () => {
  it("is a WebSocket API whose $connect goes through a Lambda REQUEST authoriser", () => {
    prod.Realtime.hasResourceProperties("AWS::ApiGatewayV2::Api", { ProtocolType: "WEBSOCKET" });
    prod.Realtime.hasResourceProperties("AWS::ApiGatewayV2::Authorizer", {
      AuthorizerType: "REQUEST",
      // The token comes in Sec-WebSocket-Protocol or ?token=, so no source may be required.
      IdentitySource: Match.absent(),
    });
    prod.Realtime.hasResourceProperties("AWS::ApiGatewayV2::Route", { RouteKey: "$connect", AuthorizationType: "CUSTOM" });
    for (const key of ["$connect", "$disconnect", "$default"]) {
      expect(routeFunction(prod.Realtime, key).Environment.Variables).toHaveProperty("SST_Table_tableName_Data");
    }
  });
});

describe("Web", () => {
  it("serves the site from CloudFront with SPA routing at the edge, and the API on the same origin under /v1", () => {
    prod.Web.resourceCountIs("AWS::CloudFront::Distribution", 1);
    const [dist] = Object.values(prod.Web.findResources("AWS::CloudFront::Distribution")) as any[];
    const config = dist.Properties.DistributionConfig;
    // no custom error responses: they would turn the API's 403/404 into index.html
    expect(config.CustomErrorResponses ?? []).toEqual([]);
    const fnArn = config.DefaultCacheBehavior.FunctionAssociations[0].FunctionARN;
    const [fn] = Object.entries(prod.Web.findResources("AWS::CloudFront::Function")).filter(
      ([id]) => JSON.stringify(fnArn).includes(id),
    );
    expect((fn![1] as any).Properties.FunctionCode).toContain('request.uri = "/index.html"');
    const api = config.CacheBehaviors.find((b: any) => b.PathPattern === "/v1/*");
    expect(api).toMatchObject({
      ViewerProtocolPolicy: "https-only",
      AllowedMethods: expect.arrayContaining(["POST", "PUT", "PATCH", "DELETE"]),
      CachePolicyId: "4135ea2d-6df8-44a3-9df3-4b5a84be39ad", // CachingDisabled
      OriginRequestPolicyId: "b689b0a8-53d0-40ab-baf2-68738e2966ac", // AllViewerExceptHostHeader (cookies go along)
    });
    const origin = config.Origins.find((o: any) => o.Id === api.TargetOriginId);
    expect(origin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: "https-only" });
  });

  it("answers every page with CSP (no inline script, no framing), nosniff and a Referrer-Policy", () => {
    const [dist] = Object.values(prod.Web.findResources("AWS::CloudFront::Distribution")) as any[];
    const policyRef = dist.Properties.DistributionConfig.DefaultCacheBehavior.ResponseHeadersPolicyId;
    const policies = prod.Web.findResources("AWS::CloudFront::ResponseHeadersPolicy");
    const policy = (policies[policyRef.Ref] as any).Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    const csp = JSON.stringify(policy.ContentSecurityPolicy.ContentSecurityPolicy);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self' wss://"); // the realtime WebSocket API
    expect(policy.ContentSecurityPolicy.Override).toBe(true);
    expect(policy.ContentTypeOptions).toEqual({ Override: true });
    expect(policy.FrameOptions).toEqual({ FrameOption: "DENY", Override: true });
    expect(policy.ReferrerPolicy).toEqual({ ReferrerPolicy: "strict-origin-when-cross-origin", Override: true });
    expect(policy.StrictTransportSecurity).toMatchObject({ Override: true, IncludeSubdomains: true });
  });

  it("publishes its address as the WEB_URL parameter the functions fetch", () => {
    prod.Web.hasResourceProperties("AWS::SSM::Parameter", { Name: "/sst/innfri/production/Parameter/WEB_URL/value" });
  });
});

describe("every function", () => {
  it("runs LAMBDA_RUNTIME (Node 24) on arm64 with source maps", () => {
    expect(LAMBDA_RUNTIME).toBe("nodejs24.x");
    for (const t of Object.values(prod)) {
      for (const fn of ourFunctions(t)) {
        expect(fn.Properties.Runtime).toBe(LAMBDA_RUNTIME);
        expect(fn.Properties.Architectures).toEqual(["arm64"]);
        expect(fn.Properties.Environment.Variables.NODE_OPTIONS).toBe("--enable-source-maps");
      }
    }
    // CDK's and SST's own custom-resource functions (log retention, auto-delete, SST's handler) too: aws-cdk-lib
    // 2.224 vends them on nodejs22.x, deprecated 2027-04-30 (stacks/runtime.ts)
    for (const t of [...Object.values(prod), ...Object.values(dev)]) {
      const fns = Object.values(t.findResources("AWS::Lambda::Function"));
      for (const fn of fns) expect(fn.Properties.Runtime, JSON.stringify(fn.Properties.Handler)).toBe(LAMBDA_RUNTIME);
    }
    expect(Object.values(prod.Web.findResources("AWS::Lambda::Function")).length).toBeGreaterThan(0);
    // a function per handler schedule, and the one enqueue function of the job schedules
    expect(ourFunctions(prod.Events)).toHaveLength(schedules.filter((s) => !isJobSchedule(s)).length + 1);
  });
});

describe("stages", () => {
  const env = { INNFRI_DOMAIN: "app.innfri.no", INNFRI_PRODUCTION_ACCOUNT: ACCOUNT };

  it("protects every production stack from deletion, and no development stack", () => {
    expect(Object.values(protection.production!)).toEqual(Object.keys(STACKS).map(() => true));
    expect(Object.values(protection.dev!)).toEqual(Object.keys(STACKS).map(() => false));
  });

  it("refuses a production stage without its domain or outside the production account", () => {
    expect(stageRefusal("production", ACCOUNT, env)).toBeUndefined();
    expect(stageRefusal("prod", ACCOUNT, env)).toBeUndefined();
    expect(stageRefusal("production", ACCOUNT, { ...env, INNFRI_DOMAIN: "" })).toMatch(/INNFRI_DOMAIN/);
    expect(stageRefusal("production", ACCOUNT, { INNFRI_DOMAIN: "app.innfri.no" })).toMatch(/INNFRI_PRODUCTION_ACCOUNT/);
    expect(stageRefusal("production", "210987654321", env)).toMatch(/not 123456789012/);
    expect(stageRefusal("dev", "210987654321", {})).toBeUndefined();
  });

  it("refuses a stage named like production in another spelling, instead of making it a development stage", () => {
    for (const stage of ["Production", "PROD", "Prod", " production"]) expect(stageRefusal(stage, ACCOUNT, env), stage).toMatch(/exact name/);
    expect(stageRefusal("production-test", ACCOUNT, {})).toBeUndefined();
  });

  it("is checked by sst.config.ts before any stack is built", () => {
    const app = { stage: "Production", account: ACCOUNT } as unknown as Parameters<typeof config.stacks>[0];
    expect(() => config.stacks(app)).toThrow(/exact name/);
  });
});
