import { handle } from "hono/aws-lambda";
import { loadSecrets } from "@innfri/core/config";
import { app } from "./app";

// Secrets live in SSM when deployed; fetch them once per cold start, before the first request.
await loadSecrets();

export const handler = handle(app);
