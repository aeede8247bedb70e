import { handle } from "hono/aws-lambda";
import { loadSecrets } from "@innfri/core/config";
import { app } from "./app";

/**
 * The whole app as one Lambda handler: deployed only for `GET /v1/openapi.json` (the `docs` function of
 * stacks/Api.ts), as the document needs every route's schemas. The product's requests go to the functions of
 * functions/manifest.ts, each loading only its own routes.
 */
// Secrets live in SSM when deployed; fetch them once per cold start, before the first request.
await loadSecrets();

export const handler = handle(app);
