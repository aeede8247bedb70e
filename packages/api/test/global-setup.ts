/**
 * Once per test run: starts the local engines in memory (DynamoDB Local, s3rver, aws-ses-v2-local, fauxqs) and
 * hands their environment to the test files through `project.provide("localEnv")`; test/setup.ts copies it into
 * each worker's process.env. The JVM is stopped in teardown (and by its watchdog if this process dies).
 */
import type { TestProject } from "vitest/node";
import { startEngines } from "../../../scripts/local/engines";

declare module "vitest" {
  export interface ProvidedContext {
    /** AWS_* endpoints and INNFRI_* variables of the local engines (see scripts/local/engines.ts). */
    localEnv: Record<string, string>;
  }
}

export default async function setup(project: TestProject) {
  process.env.INNFRI_LOCAL_QUIET ??= "1";
  const engines = await startEngines({ queueVisibilityTimeout: 5 });
  project.provide("localEnv", engines.env);
  return async () => {
    await engines.stop();
  };
}
