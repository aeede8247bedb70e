/**
 * What every AWS SDK client of ours gets (DynamoDB, S3, SQS, SES). The SDK's logger middleware builds a redacted
 * copy of each command's input and output for the client's logger even when that logger is the SDK's no-op (we set
 * none): a few percent of the CPU of each call in a batch of step runs (docs/batches.md "Where a case's time goes").
 * Removed; nothing was ever logged by it.
 */
export function withoutSdkLogging<T extends { middlewareStack: { remove(name: string): boolean } }>(client: T): T {
  client.middlewareStack.remove("loggerMiddleware");
  return client;
}
