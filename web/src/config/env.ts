// Where the app finds its server. Deployed, SST fills VITE_API_URL (the HTTP API's origin, without /v1) and
// VITE_REALTIME_URL (the WebSocket API); under `npm start` both are on the page's own origin.
export const API_BASE = `${(import.meta.env.VITE_API_URL ?? "").replace(/\/$/, "")}/v1`;

export function realtimeUrl(): string {
  const configured = import.meta.env.VITE_REALTIME_URL;
  if (configured) return configured;
  const { protocol, host } = window.location;
  return `${protocol === "https:" ? "wss:" : "ws:"}//${host}/realtime`;
}
