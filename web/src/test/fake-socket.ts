import { vi } from "vitest";

/** The browser's WebSocket, played by hand: the test opens, sends and closes as the server would. */
export class FakeSocket {
  static all: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((m: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  closed = false;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    FakeSocket.all.push(this);
  }
  close() {
    this.closed = true;
    this.onclose?.();
  }
  receive(data: unknown) {
    this.onmessage?.({ data: typeof data === "string" ? data : JSON.stringify(data) });
  }

  /** Installs it as the global WebSocket, with no socket made yet (undone by `vi.unstubAllGlobals`). */
  static install() {
    FakeSocket.all = [];
    vi.stubGlobal("WebSocket", FakeSocket);
  }

  /** The sockets still open. */
  static open() {
    return FakeSocket.all.filter((s) => !s.closed);
  }
}
