/** One request an adapter sent to a local fake, with the fake's answer. */
export interface Sent {
  method: string;
  url: URL;
  /** The request's headers. */
  sentHeaders: Headers;
  body?: string;
  /** The fake's answer: its status, its headers and its body as JSON (its text when not JSON; undefined when empty). */
  status?: number;
  headers?: Headers;
  answer?: unknown;
}

/** A local fake of an accounting system (scripts/local/fakes): a Hono app answering paths under its own root. */
interface LocalFake {
  request(path: string, init?: RequestInit): Response | Promise<Response>;
}

/**
 * For the adapters' tests only: the `fetch` an adapter is built with, answered by an in-process local fake as over
 * the network — the URL's path under `root` (e.g. "/_local/fiken") is the fake's, an abort (the adapter's timeout)
 * rejects however slow the fake is — and every request recorded in `requests` with the fake's answer.
 */
export function recordingFetch(fake: LocalFake, root: string, requests: Sent[]): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input));
    const sent: Sent = {
      method: init?.method ?? "GET",
      url,
      sentHeaders: new Headers(init?.headers),
      body: typeof init?.body === "string" ? init.body : undefined,
    };
    requests.push(sent);
    const path = (url.pathname.startsWith(root) ? url.pathname.slice(root.length) : url.pathname) + url.search;
    const answer = Promise.resolve(
      fake.request(path, { method: init?.method, headers: init?.headers, body: init?.body }),
    ).then(async (res) => {
      sent.status = res.status;
      sent.headers = res.headers;
      const text = await res.clone().text();
      try {
        sent.answer = text ? (JSON.parse(text) as unknown) : undefined;
      } catch {
        sent.answer = text;
      }
      return res;
    });
    return new Promise<Response>((resolve, reject) => {
      init?.signal?.addEventListener("abort", () => reject(init.signal!.reason));
      answer.then(resolve, reject);
    });
  };
}
