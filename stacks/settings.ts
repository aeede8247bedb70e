import type { App } from "sst/constructs";

/**
 * The runtime of every function: Node 20, as the rest of the stack (DESIGN.md). AWS's published schedule
 * deprecates nodejs20.x on 2026-04-30 and blocks creating and then updating such functions from 2026-06-01 and
 * 2026-07-01; "nodejs22.x" (supported to 2027-04-30) is the one-line way out, see docs/deploy.md.
 */
export const LAMBDA_RUNTIME = "nodejs20.x" as const;

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
];

/** Stages whose data outlives `sst remove`: their table and bucket are retained and protected. */
export const PRODUCTION_STAGES = ["prod", "production"];
export const isProduction = (stage: string) => PRODUCTION_STAGES.includes(stage);

export interface StageSettings {
  production: boolean;
  /** The site's own domain, in a Route 53 hosted zone of the account; without one the CloudFront address is used. */
  domain?: { domainName: string; hostedZone: string };
  /** The SES sending domain. */
  mailDomain: string;
  mailFrom: string;
  /** Whether this stage creates the SES domain identity: one stage per account and region owns it. */
  createMailIdentity: boolean;
}

/** Per-stage choices, read from the deploying shell (docs/deploy.md); tests set none of them. */
export function stageSettings(app: App): StageSettings {
  const env = process.env;
  const production = isProduction(app.stage);
  const mailDomain = env.INNFRI_MAIL_DOMAIN || "innfri.no";
  const domainName = env.INNFRI_DOMAIN;
  return {
    production,
    domain: domainName
      ? { domainName, hostedZone: env.INNFRI_HOSTED_ZONE || domainName.split(".").slice(-2).join(".") }
      : undefined,
    mailDomain,
    mailFrom: env.INNFRI_MAIL_FROM || `Innfri <no-reply@${mailDomain}>`,
    createMailIdentity: env.INNFRI_SES_IDENTITY ? env.INNFRI_SES_IDENTITY === "create" : production,
  };
}
