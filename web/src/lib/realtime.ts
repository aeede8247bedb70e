// The server's typed events (core/realtime/events.ts) on one WebSocket per tab, shared by every hook that listens.
// Each message is decoded with core's own schema, so a handler sees exactly the union core publishes; anything
// else is dropped. On every (re)connect the listeners' `onConnect` runs once, and a listener that joins a socket
// already open gets its own at once: what was missed while the socket was closed, before it first opened or before
// the listener joined is read again by one refetch, never by polling. The server subscribes a
// connection to the channels of the user and customer it opened for, so the socket is opened again when either
// changes (another user signs in, the customer is switched) and closed at sign-out.
import { useEffect, useRef } from "react";
import { RealtimeMessage } from "@innfri/core/realtime/events";
import { realtimeUrl } from "@/config/env";
import { getCustomerId, getSession, subscribeSession } from "@/lib/session";

export type { RealtimeMessage };

const RETRY_MS = [1_000, 5_000, 15_000, 60_000];

interface Listener {
  onEvent: (message: RealtimeMessage) => void;
  onConnect?: () => void;
}

const listeners = new Set<Listener>();
let socket: WebSocket | undefined;
/** The socket once it has opened (until it is closed or replaced): a listener joining it missed nothing after. */
let openSocket: WebSocket | undefined;
let retry: number | undefined;
let attempts = 0;
/** The user and customer the open socket was opened for. */
let openedFor: string | undefined;
let stopWatchingSession: (() => void) | undefined;

const identity = () => {
  const session = getSession();
  return session ? `${session.id}|${getCustomerId() ?? ""}` : undefined;
};

/** A new token of the same user and customer (a refresh) keeps the socket; anything else opens it again. */
function onSessionChange() {
  if (socket && identity() === openedFor) return;
  const ws = socket;
  socket = undefined;
  ws?.close();
  connect();
}

function connect() {
  window.clearTimeout(retry);
  retry = undefined;
  const session = getSession();
  if (socket || listeners.size === 0 || !session || typeof WebSocket === "undefined") return;
  const ws = new WebSocket(realtimeUrl(), ["bearer", session.accessToken]);
  socket = ws;
  openedFor = identity();
  ws.onopen = () => {
    if (socket !== ws) return;
    openSocket = ws;
    attempts = 0;
    for (const l of [...listeners]) l.onConnect?.();
  };
  ws.onmessage = (msg) => {
    let data: unknown;
    try {
      data = JSON.parse(String(msg.data));
    } catch {
      return;
    }
    const read = RealtimeMessage.safeParse(data);
    if (!read.success) return; // a pong, or an event this build does not know
    for (const l of [...listeners]) l.onEvent(read.data);
  };
  ws.onclose = () => {
    if (socket !== ws) return; // closed on purpose: replaced, or nobody listens
    socket = undefined;
    if (listeners.size === 0 || !getSession()) return;
    retry = window.setTimeout(connect, RETRY_MS[Math.min(attempts++, RETRY_MS.length - 1)]);
  };
}

/** Listens until the returned function is called; the socket closes when nobody listens. */
export function subscribeRealtime(listener: Listener): () => void {
  listeners.add(listener);
  stopWatchingSession ??= subscribeSession(onSessionChange);
  connect();
  // joined an open socket: its events before now went to others only, so the listener catches up as at a connect
  if (socket && socket === openSocket) listener.onConnect?.();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stopWatchingSession?.();
      stopWatchingSession = undefined;
      window.clearTimeout(retry);
      retry = undefined;
      const ws = socket;
      socket = undefined;
      ws?.close();
    }
  };
}

/**
 * Calls `onEvent` with each typed event of the user's and their customer's channels while the component is
 * mounted (and `enabled`), and `onConnect` each time the socket opens. The latest callbacks are used without
 * reconnecting.
 */
export function useRealtime(
  onEvent: (message: RealtimeMessage) => void,
  options: { onConnect?: () => void; enabled?: boolean } = {},
) {
  const latest = useRef({ onEvent, onConnect: options.onConnect });
  latest.current = { onEvent, onConnect: options.onConnect };
  const enabled = options.enabled ?? true;
  useEffect(() => {
    if (!enabled) return;
    return subscribeRealtime({
      onEvent: (m) => latest.current.onEvent(m),
      onConnect: () => latest.current.onConnect?.(),
    });
  }, [enabled]);
}
