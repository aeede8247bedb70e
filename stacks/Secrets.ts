import { RemovalPolicy } from "aws-cdk-lib";
import { PolicyStatement } from "aws-cdk-lib/aws-iam";
import { Key } from "aws-cdk-lib/aws-kms";
import { accountingSecretNames } from "../packages/core/src/accounting/systems";
import { Config, StackContext, type App, type Stack } from "sst/constructs";
import { isProduction, stageSettings } from "./settings";

/** SST's SSM path of a Config.Parameter, as `Config.Parameter` writes it and config.ts reads it. */
export const parameterPath = (app: App, name: string) => `/sst/${app.name}/${app.stage}/Parameter/${name}/value`;
/** SST's SSM path of a Config.Secret of the stage (never the `.fallback` one, which loadSecrets does not read). */
export const secretPath = (app: App, name: string) => `/sst/${app.name}/${app.stage}/Secret/${name}/value`;

/**
 * WEB_URL is only known once the Web stack has its CloudFront address, and the Web stack needs the API's,
 * so it cannot be a plain binding without a cycle. Web.ts writes it as a Config.Parameter (an SSM parameter)
 * and functions get the same placeholder a secret gets: `__FETCH_FROM_SSM__`, resolved at cold start.
 */
export function webUrlFromSsm(stack: Stack) {
  const app = stack.node.root as App;
  return {
    environment: { SST_Parameter_value_WEB_URL: "__FETCH_FROM_SSM__" },
    permissions: [
      new PolicyStatement({
        actions: ["ssm:GetParameters"],
        resources: [`arn:${stack.partition}:ssm:${app.region}:${app.account}:parameter${parameterPath(app, "WEB_URL")}`],
      }),
    ],
  };
}

export function Secrets({ stack, app }: StackContext) {
  const { mailFrom } = stageSettings(app);
  const JWT_SECRET = new Config.Secret(stack, "JWT_SECRET");
  const MAIL_FROM = new Config.Parameter(stack, "MAIL_FROM", { value: mailFrom });
  // the credit bureau's user (set per stage: npx sst secrets set CREDITSAFE_USERNAME …; docs/deploy.md)
  const CREDITSAFE_USERNAME = new Config.Secret(stack, "CREDITSAFE_USERNAME");
  const CREDITSAFE_PASSWORD = new Config.Secret(stack, "CREDITSAFE_PASSWORD");
  // the accounting systems' integrator secrets (FIKEN_CLIENT_ID …: accounting/systems.ts; docs/deploy.md)
  const accountingSecrets = accountingSecretNames().map((name) => new Config.Secret(stack, name));
  // seals the customers' accounting tokens at rest (core/accounting/sealed.ts): data keys of this key, used only by
  // the functions granted "accounting" (stacks/access.ts); kept with production's data
  const accountingKey = new Key(stack, "AccountingKey", {
    description: "Seals the customers' accounting system tokens (envelope encryption)",
    enableKeyRotation: true,
    removalPolicy: isProduction(app.stage) ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
  });
  return { JWT_SECRET, MAIL_FROM, CREDITSAFE_USERNAME, CREDITSAFE_PASSWORD, accountingSecrets, accountingKey };
}
