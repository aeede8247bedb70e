// Where the app finds its server. Deployed, SST fills VITE_API_URL (the HTTP API's origin, without /v1) and
// VITE_REALTIME_URL (the WebSocket API); under `npm start` both are unset and on the page's own origin.
// Parsed once at start: a malformed value stops the app here with its name, not later at the first request.
import { z } from "zod";

const optionalUrl = (protocols: RegExp) =>
  z
    .string()
    .trim()
    .max(2_000)
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || (URL.canParse(v) && protocols.test(new URL(v).protocol)), {
      error: "not an absolute URL",
    });

export const Env = z.object({
  VITE_API_URL: optionalUrl(/^https?:$/),
  VITE_REALTIME_URL: optionalUrl(/^wss?:$/),
});
export type Env = z.infer<typeof Env>;

/** The environment, validated; throws naming each bad variable. */
export function parseEnv(raw: Record<string, unknown>): Env {
  const parsed = Env.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid web environment: ${problems}`);
  }
  return parsed.data;
}

const env = parseEnv(import.meta.env);

export const API_BASE = `${(env.VITE_API_URL ?? "").replace(/\/$/, "")}/v1`;

export function realtimeUrl(): string {
  if (env.VITE_REALTIME_URL) return env.VITE_REALTIME_URL;
  const { protocol, host } = window.location;
  return `${protocol === "https:" ? "wss:" : "ws:"}//${host}/realtime`;
}
