/** The part of an API Gateway WebSocket event the route handlers read. */
export interface WebSocketEvent {
  body?: string | null;
  headers?: Record<string, string | undefined> | null;
  requestContext: {
    connectionId: string;
    routeKey: string;
    authorizer?: { userId?: string; customerId?: string; sessionId?: string } | null;
  };
}

export interface WebSocketResult {
  statusCode: number;
  headers?: Record<string, string>;
  body?: string;
}
