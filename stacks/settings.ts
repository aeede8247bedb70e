import type { App } from "sst/constructs";

/**
 * The runtime of every function: Node 24 (supported by AWS to about 2028-04-30). nodejs20.x can no longer be
 * created or updated (blocked from 2026-06-01 / 2026-07-01) and nodejs22.x is deprecated on 2027-04-30, which
 * would force a second move at once (docs/deploy.md, "Runtime and platform plan"). SST 2.49.8 maps it to
 * aws-cdk-lib's Runtime.NODEJS_24_X.
 */
export const LAMBDA_RUNTIME = "nodejs24.x" as const;

/**
 * Modules taken from the Lambda runtime instead of the bundle: the Node.js runtime ships the AWS SDK v3, and
 * these clients are used off the hot path (SSM once per cold start, the WebSocket management API to publish, S3
 * for files), so the API bundle stays under its 1.5 MB target (DESIGN.md section 8). `npm run bench` bundles with
 * the same list and counts their load time.
 */
export const RUNTIME_PROVIDED_MODULES = [
  "@aws-sdk/client-ssm",
  "@aws-sdk/client-apigatewaymanagementapi",
  "@aws-sdk/client-s3",
  // loaded by `import()` where accounting tokens are sealed or opened (core/accounting/sealed.ts)
  "@aws-sdk/client-kms",
];

/** Stages whose data outlives `sst remove`: their table and bucket are retained and protected. */
export const PRODUCTION_STAGES = ["prod", "production"];
export const isProduction = (stage: string) => PRODUCTION_STAGES.includes(stage);

/**
 * How long logs are kept, per stage (SST's retention names). Function logs: 6 months in production (incident
 * review, GDPR: they hold user and customer ids), 2 weeks elsewhere. API and WebSocket access logs hold client IP
 * addresses and user agents: 3 months in production (abuse review), 2 weeks elsewhere.
 */
export const logRetention = (stage: string) =>
  isProduction(stage)
    ? ({ functions: "six_months", access: "three_months" } as const)
    : ({ functions: "two_weeks", access: "two_weeks" } as const);

/**
 * Refuses a stage that must not be synthesized (docs/deploy.md, "Production guard"): a name that is a production
 * name in another case or with spaces ("Production" would otherwise be a development stage whose table goes with
 * `sst remove`); a production stage without its custom domain (without one CloudFront serves TLS 1.0 and the API
 * allows any origin); a production stage outside the account named for production in INNFRI_PRODUCTION_ACCOUNT.
 * Returns the reason, or undefined when the stage may be synthesized.
 */
export function stageRefusal(stage: string, account: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const normal = stage.trim().toLowerCase();
  if (!isProduction(stage) && PRODUCTION_STAGES.includes(normal))
    return `Stage "${stage}" looks like production but is not one of ${PRODUCTION_STAGES.join(", ")}: use the exact name`;
  if (!isProduction(stage)) return undefined;
  if (!env.INNFRI_DOMAIN) return `Stage "${stage}" is production: set INNFRI_DOMAIN (the site's custom domain)`;
  const expected = env.INNFRI_PRODUCTION_ACCOUNT;
  if (!expected || !/^\d{12}$/.test(expected))
    return `Stage "${stage}" is production: set INNFRI_PRODUCTION_ACCOUNT to the 12-digit production account id`;
  if (account !== expected)
    return `Stage "${stage}" is production, but the credentials are of account ${account}, not ${expected}`;
  // the site and its API are served without WAF otherwise (stacks/Edge.ts, docs/deploy.md "Edge")
  const acl = env.INNFRI_WEB_ACL_ARN;
  if (!acl || !new RegExp(`^arn:aws:wafv2:us-east-1:${expected}:global/webacl/`).test(acl))
    return `Stage "${stage}" is production: deploy its web ACL (npx tsx stacks/edge.app.ts ${stage}) and set INNFRI_WEB_ACL_ARN to its ARN`;
  return undefined;
}

export interface StageSettings {
  production: boolean;
  /** The site's own domain, in a Route 53 hosted zone of the account; without one the CloudFront address is used. */
  domain?: { domainName: string; hostedZone: string };
  /**
   * The SES sending domain: INNFRI_MAIL_DOMAIN (default innfri.no) in production; every other stage sends from a
   * subdomain of its own (`dev.innfri.no`), so its bounces and complaints never weigh on production's reputation.
   */
  mailDomain: string;
  mailFrom: string;
  /** Whether this stage creates its SES domain identity (each stage has its own; INNFRI_SES_IDENTITY=skip: not). */
  createMailIdentity: boolean;
  /** INNFRI_SES_SANDBOX=1: the account is still in the SES sandbox, where recipients must be identities too. */
  sesSandbox: boolean;
  /** INNFRI_WEB_ACL_ARN: the stage's CloudFront web ACL (stacks/Edge.ts, deployed in us-east-1); required in production. */
  webAclArn?: string;
}

/** Per-stage choices, read from the deploying shell (docs/deploy.md); tests set none of them. */
export function stageSettings(app: App): StageSettings {
  const env = process.env;
  const production = isProduction(app.stage);
  const baseDomain = env.INNFRI_MAIL_DOMAIN || "innfri.no";
  const mailDomain = production ? baseDomain : `${app.stage.toLowerCase().replace(/[^a-z0-9-]/g, "-")}.${baseDomain}`;
  const domainName = env.INNFRI_DOMAIN;
  return {
    production,
    domain: domainName
      ? { domainName, hostedZone: env.INNFRI_HOSTED_ZONE || domainName.split(".").slice(-2).join(".") }
      : undefined,
    mailDomain,
    mailFrom: env.INNFRI_MAIL_FROM || `Innfri <no-reply@${mailDomain}>`,
    createMailIdentity: env.INNFRI_SES_IDENTITY !== "skip",
    sesSandbox: env.INNFRI_SES_SANDBOX === "1",
    webAclArn: env.INNFRI_WEB_ACL_ARN || undefined,
  };
}

/**
 * Stage throttling (API Gateway's default route settings), below the account's 10 000 requests a second so that no
 * route, and no client going around CloudFront's WAF straight to the API Gateway address, can use up the account's
 * Lambda concurrency. Per route for the HTTP API; per route of the WebSocket API ($connect, $default, ...).
 */
export const API_THROTTLE = { rate: 200, burst: 400 } as const;
export const REALTIME_THROTTLE = { rate: 50, burst: 100 } as const;
