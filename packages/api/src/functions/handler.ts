import { handle } from "hono/aws-lambda";
import { loadSecrets } from "@innfri/core/config";
import { apiApp, type RouteGroup } from "../base";

/**
 * The Lambda handler of an API function serving `groups` (functions/<name>.ts). Secrets live in SSM when
 * deployed; they are fetched once per cold start, before the first request.
 */
export async function apiHandler(groups: readonly RouteGroup[]) {
  await loadSecrets();
  return handle(apiApp(groups));
}
