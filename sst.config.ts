import { Stack } from "aws-cdk-lib";
import { ApplicationLogLevel, LoggingFormat, SystemLogLevel } from "aws-cdk-lib/aws-lambda";
import type { SSTConfig } from "sst";
import { denyControlPlane } from "./stacks/access";
import { Api } from "./stacks/Api";
import { Database } from "./stacks/Database";
import { Events } from "./stacks/Events";
import { Jobs } from "./stacks/Jobs";
import { Monitoring } from "./stacks/Monitoring";
import { Realtime } from "./stacks/Realtime";
import { runEveryFunctionOnTheRuntime } from "./stacks/runtime";
import { Secrets } from "./stacks/Secrets";
import { isProduction, LAMBDA_RUNTIME, logRetention, RUNTIME_PROVIDED_MODULES, stageRefusal } from "./stacks/settings";
import { Storage } from "./stacks/Storage";
import { Web } from "./stacks/Web";

export default {
  config() {
    return { name: "innfri", region: "eu-north-1" };
  },
  stacks(app) {
    const refusal = stageRefusal(app.stage, app.account);
    if (refusal) throw new Error(refusal);
    app.setDefaultFunctionProps({
      runtime: LAMBDA_RUNTIME,
      architecture: "arm_64",
      memorySize: "1024 MB",
      timeout: "30 seconds",
      // JSON: Lambda records each line's level (core util/log.ts writes errors with console.error), and the
      // application's debug lines are dropped. Retention is explicit per stage (docs/deploy.md, "Monitoring").
      loggingFormat: LoggingFormat.JSON,
      applicationLogLevelV2: ApplicationLogLevel.INFO,
      systemLogLevelV2: SystemLogLevel.WARN,
      logRetention: logRetention(app.stage).functions,
      environment: { NODE_OPTIONS: "--enable-source-maps" },
      // The source map stays next to the bundle, so --enable-source-maps gives stack traces into our sources.
      nodejs: { format: "esm", minify: true, sourcemap: true, esbuild: { external: RUNTIME_PROVIDED_MODULES } },
    });
    // No function may change the table's, bucket's or queues' configuration (stacks/access.ts)
    app.addDefaultFunctionPermissions([denyControlPlane()]);
    // Everything of a development stage goes with `sst remove`; production keeps its data (Database, Storage).
    if (!isProduction(app.stage)) app.setDefaultRemovalPolicy("destroy");

    runEveryFunctionOnTheRuntime(app);

    app.stack(Database).stack(Storage).stack(Secrets).stack(Realtime).stack(Jobs).stack(Events).stack(Api).stack(Web).stack(Monitoring);
    // CloudFormation refuses to delete a production stack until this is turned off by hand (docs/deploy.md)
    if (isProduction(app.stage))
      for (const child of app.node.children) if (child instanceof Stack) child.terminationProtection = true;
  },
} satisfies SSTConfig;
