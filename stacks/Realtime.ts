import { CfnAuthorizer } from "aws-cdk-lib/aws-apigatewayv2";
import { PolicyStatement } from "aws-cdk-lib/aws-iam";
import { Function, StackContext, use, WebSocketApi } from "sst/constructs";
import { Database } from "./Database";
import { grants } from "./access";
import { logRetention, REALTIME_THROTTLE, stageSettings } from "./settings";
import { Storage } from "./Storage";

const handler = (name: string) => `packages/functions/src/realtime/${name}.handler`;

/**
 * The WebSocket API: `$connect` behind a REQUEST authoriser that takes the access token from
 * `Sec-WebSocket-Protocol: bearer, <token>` or `?token=`. Returns what a publishing function needs.
 */
export function Realtime({ stack, app }: StackContext) {
  const { table } = use(Database);
  const { bucket } = use(Storage);
  const { mailDomain, sesSandbox } = stageSettings(app);
  const resources = { table, bucket, mailDomain, sesSandbox };

  // the authoriser verifies the access token and the session; the route handlers read and write connections
  const verifies = grants(stack, resources, ["table", "tokens"]);
  const authorizer = new Function(stack, "RealtimeAuthorizer", {
    handler: handler("authorizer"),
    environment: verifies.environment,
    permissions: verifies.permissions,
  });
  const connections = grants(stack, resources, ["table"]);
  const realtime = new WebSocketApi(stack, "Realtime", {
    authorizer: { type: "lambda", function: authorizer },
    accessLog: { retention: logRetention(app.stage).access },
    // stage throttling (settings.ts): the default route settings of the stage
    cdk: { webSocketStage: { throttle: { rateLimit: REALTIME_THROTTLE.rate, burstLimit: REALTIME_THROTTLE.burst } } },
    defaults: { function: { environment: connections.environment, permissions: connections.permissions } },
    routes: {
      $connect: handler("connect"),
      $disconnect: handler("disconnect"),
      $default: handler("default"),
    },
  });

  // No identity source: API Gateway would refuse a handshake lacking any listed source before asking the
  // authoriser, and the token comes in one of two places. (WebSocket authorisers have no result cache.)
  for (const child of realtime.node.findAll()) {
    if (child instanceof CfnAuthorizer) child.addPropertyDeletionOverride("IdentitySource");
  }

  const endpoint = realtime.url.replace("wss://", "https://");
  for (const route of realtime.routes) realtime.getFunction(route)?.addEnvironment("INNFRI_REALTIME_ENDPOINT", endpoint);
  const publisher = {
    environment: { INNFRI_REALTIME_ENDPOINT: endpoint },
    permissions: [
      new PolicyStatement({
        actions: ["execute-api:ManageConnections"],
        resources: [
          stack.formatArn({ service: "execute-api", resource: realtime.cdk.webSocketApi.apiId, resourceName: "*/*/@connections/*" }),
        ],
      }),
    ],
  };

  stack.addOutputs({ RealtimeUrl: realtime.url });
  return { realtime, publisher, authorizer };
}
