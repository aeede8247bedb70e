import { CfnAuthorizer } from "aws-cdk-lib/aws-apigatewayv2";
import { PolicyStatement } from "aws-cdk-lib/aws-iam";
import { Function, StackContext, use, WebSocketApi } from "sst/constructs";
import { Database } from "./Database";
import { Secrets } from "./Secrets";

const handler = (name: string) => `packages/functions/src/realtime/${name}.handler`;

/**
 * The WebSocket API: `$connect` behind a REQUEST authoriser that takes the access token from
 * `Sec-WebSocket-Protocol: bearer, <token>` or `?token=`. Returns what a publishing function needs.
 */
export function Realtime({ stack }: StackContext) {
  const { table } = use(Database);
  const { JWT_SECRET } = use(Secrets);

  const authorizer = new Function(stack, "RealtimeAuthorizer", {
    handler: handler("authorizer"),
    bind: [table, JWT_SECRET],
  });
  const realtime = new WebSocketApi(stack, "Realtime", {
    authorizer: { type: "lambda", function: authorizer },
    defaults: { function: { bind: [table, JWT_SECRET] } },
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
  return { realtime, publisher };
}
