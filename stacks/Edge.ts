import { App as CdkApp, CfnOutput, DefaultStackSynthesizer, Stack } from "aws-cdk-lib";
import { CfnWebACL } from "aws-cdk-lib/aws-wafv2";
import type { Construct } from "constructs";

/**
 * The WAF web ACL in front of the site's CloudFront distribution (docs/deploy.md "Edge"). A CloudFront web ACL has
 * scope CLOUDFRONT and must live in us-east-1, while SST v2 deploys every stack of the app in the app's region
 * (its deployer uses one CloudFormation client for the project's region; a stack `env` is refused), so this stack
 * is not part of the SST app: `npx tsx stacks/edge.app.ts <stage>` synthesizes it (no assets, no CDK bootstrap) and
 * prints the `aws cloudformation deploy --region us-east-1` command; the ACL's ARN goes to the SST deploy as
 * INNFRI_WEB_ACL_ARN, which the Web stack attaches to the distribution (and a production stage requires).
 */
export const EDGE_REGION = "us-east-1";

/** Requests a client address may send in 5 minutes to /v1/auth/* at all, and to the credential endpoints. */
export const AUTH_RATE_LIMIT = 300;
export const CREDENTIALS_RATE_LIMIT = 50;
/** Requests a client address may send in 5 minutes to the whole API. */
export const API_RATE_LIMIT = 3000;
/** Where a password, a registration or a second factor is tried: guessed at, or used to send mail to anyone. */
export const CREDENTIAL_PATHS = ["/v1/auth/login", "/v1/auth/register", "/v1/auth/reset-password", "/v1/google-2fa/login"];

/**
 * AWS managed rule groups, in order. Two rules of the common set only count: SizeRestrictions_BODY blocks bodies
 * over 8 KB (imports and letter texts are larger), CrossSiteScripting_BODY blocks HTML in bodies (mail and letter
 * templates carry it); the API validates every body itself (zod, 422 per field).
 */
export const MANAGED_RULE_GROUPS = [
  { name: "AWSManagedRulesAmazonIpReputationList", count: [] as string[] },
  { name: "AWSManagedRulesKnownBadInputsRuleSet", count: [] as string[] },
  { name: "AWSManagedRulesCommonRuleSet", count: ["SizeRestrictions_BODY", "CrossSiteScripting_BODY"] },
];

const visibility = (metricName: string) => ({ cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName });
const startsWith = (path: string): CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: "STARTS_WITH",
    searchString: path,
    textTransformations: [{ priority: 0, type: "LOWERCASE" }],
  },
});
const rateRule = (name: string, priority: number, limit: number, scopeDown?: CfnWebACL.StatementProperty): CfnWebACL.RuleProperty => ({
  name,
  priority,
  action: { block: {} },
  statement: {
    rateBasedStatement: { limit, aggregateKeyType: "IP", evaluationWindowSec: 300, ...(scopeDown ? { scopeDownStatement: scopeDown } : {}) },
  },
  visibilityConfig: visibility(name),
});

/** The web ACL (scope CLOUDFRONT): rate limits first (cheap, and a flood is not worth inspecting), then the managed groups. */
export function webAcl(scope: Construct, stage: string): CfnWebACL {
  const credentials: CfnWebACL.StatementProperty = {
    andStatement: {
      statements: [
        { byteMatchStatement: { fieldToMatch: { method: {} }, positionalConstraint: "EXACTLY", searchString: "POST", textTransformations: [{ priority: 0, type: "NONE" }] } },
        { orStatement: { statements: CREDENTIAL_PATHS.map(startsWith) } },
      ],
    },
  };
  const rules: CfnWebACL.RuleProperty[] = [
    rateRule("CredentialsRateLimit", 1, CREDENTIALS_RATE_LIMIT, credentials),
    rateRule("AuthRateLimit", 2, AUTH_RATE_LIMIT, startsWith("/v1/auth/")),
    rateRule("ApiRateLimit", 3, API_RATE_LIMIT, startsWith("/v1/")),
    ...MANAGED_RULE_GROUPS.map(({ name, count }, i) => ({
      name,
      priority: 10 + i,
      overrideAction: { none: {} },
      statement: {
        managedRuleGroupStatement: {
          vendorName: "AWS",
          name,
          ...(count.length ? { ruleActionOverrides: count.map((rule) => ({ name: rule, actionToUse: { count: {} } })) } : {}),
        },
      },
      visibilityConfig: visibility(name),
    })),
  ];
  return new CfnWebACL(scope, "WebAcl", {
    name: `${stage}-innfri-web`,
    description: `Innfri ${stage}: the site and its API (/v1/*) at CloudFront`,
    scope: "CLOUDFRONT",
    defaultAction: { allow: {} },
    visibilityConfig: visibility(`${stage}-innfri-web`),
    rules,
  });
}

/** The us-east-1 stack of a stage's web ACL, synthesized outside SST (edge.app.ts) and by the synth test. */
export function edgeStack(app: CdkApp, stage: string, account?: string): Stack {
  const stack = new Stack(app, `${stage}-innfri-Edge`, {
    env: { account, region: EDGE_REGION },
    // deployable with plain CloudFormation: no bootstrap stack in us-east-1 is needed (the stack has no assets)
    synthesizer: new DefaultStackSynthesizer({ generateBootstrapVersionRule: false }),
    terminationProtection: ["prod", "production"].includes(stage),
    description: `Innfri ${stage}: the CloudFront web ACL (docs/deploy.md, Edge)`,
  });
  const acl = webAcl(stack, stage);
  new CfnOutput(stack, "WebAclArn", { value: acl.attrArn, description: "INNFRI_WEB_ACL_ARN for the SST deploy" });
  return stack;
}
