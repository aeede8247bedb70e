import { Api as HttpApi, Function, StackContext, use } from "sst/constructs";
import { Database } from "./Database";
import { Jobs, sendMail } from "./Jobs";
import { Realtime } from "./Realtime";
import { Secrets, webUrlFromSsm } from "./Secrets";
import { Storage } from "./Storage";
import { stageSettings } from "./settings";

/** The HTTP API: every `/v1` request goes to the one Hono app (packages/api/src/lambda.ts). */
export function Api({ stack, app }: StackContext) {
  const { table } = use(Database);
  const { bucket } = use(Storage);
  const { JWT_SECRET, MAIL_FROM } = use(Secrets);
  const { queue } = use(Jobs);
  const { publisher } = use(Realtime);
  const { domain, production } = stageSettings(app);
  const webUrl = webUrlFromSsm(stack);

  const handler = new Function(stack, "ApiHandler", {
    handler: "packages/api/src/lambda.handler",
    description: "Innfri HTTP API (Hono)",
    timeout: "29 seconds",
    bind: [table, bucket, queue, JWT_SECRET, MAIL_FROM],
    environment: { ...webUrl.environment, ...publisher.environment },
    permissions: [sendMail(stack), ...webUrl.permissions, ...publisher.permissions],
  });

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
    routes: {
      "ANY /v1": handler,
      "ANY /v1/{proxy+}": handler,
    },
  });

  stack.addOutputs({ ApiUrl: api.url });
  return { api, handler };
}
