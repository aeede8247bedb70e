import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from "aws-lambda";
import { verifyAccessToken } from "@innfri/core/accounts/token";
import { loadSecrets } from "@innfri/core/config";
import { Realtime } from "@innfri/core/realtime/realtime";
import { log } from "@innfri/core/util/log";

const header = (headers: Record<string, string | undefined> | null, name: string) =>
  Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === name)?.[1];

/** REQUEST authoriser of the WebSocket `$connect`: a valid access token admits the connection as its user. */
export const handler = async (event: APIGatewayRequestAuthorizerEvent): Promise<APIGatewayAuthorizerResult> => {
  await loadSecrets();
  const token = Realtime.bearerToken(header(event.headers, "sec-websocket-protocol"), event.queryStringParameters?.token);
  if (!token) throw new Error("Unauthorized");
  let identity: Awaited<ReturnType<typeof verifyAccessToken>>;
  try {
    identity = await verifyAccessToken(token);
  } catch (err) {
    log.info("realtime.refused", { error: String(err) });
    // API Gateway answers 401 for exactly this message.
    throw new Error("Unauthorized");
  }
  return {
    principalId: identity.userId,
    policyDocument: {
      Version: "2012-10-17",
      Statement: [{ Action: "execute-api:Invoke", Effect: "Allow", Resource: event.methodArn }],
    },
    // Context values must be strings, numbers or booleans; "" stands for "no customer".
    context: { userId: identity.userId, customerId: identity.customerId ?? "", sessionId: identity.sessionId },
  };
};
