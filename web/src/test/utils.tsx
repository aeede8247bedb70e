import { QueryClientProvider } from "@tanstack/react-query";
import { render, type RenderOptions } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { onTestFinished, vi } from "vitest";
import "@/i18n";
import { createQueryClient } from "@/lib/query-client";

export function renderWithClient(ui: ReactElement, options?: RenderOptions) {
  const queryClient = createQueryClient();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, ...render(ui, { wrapper: Wrapper, ...options }) };
}

export function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

type Answer = () => Response | Promise<Response>;

/** A call the code made: method, path (with its query) and the JSON body it sent (undefined without one). */
export interface MockedRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Stubs global fetch with answers by method and path: `{ "POST /v1/auth/login": () => jsonResponse(200, …) }`.
 * A key matches the request's path without its query, unless the key has a query of its own (then exactly). One
 * function answers every call to its key; a list answers one call each, in order, and a call past its end fails.
 * A call no key matches fails the test loudly (also when the code under test swallows the rejected fetch), so a
 * test cannot pass while the code calls the wrong endpoint. `requests` lists what the code asked, for assertions.
 */
export function mockFetch(routes: Record<string, Answer | Answer[]>) {
  const used = new Map<string, number>();
  const requests: MockedRequest[] = [];
  const unexpected: string[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    const url = new URL(input instanceof Request ? input.url : String(input), "http://localhost");
    const path = `${url.pathname}${url.search}`;
    const raw = init?.body;
    requests.push({
      method,
      path,
      body: typeof raw === "string" ? JSON.parse(raw) : raw === undefined ? undefined : raw,
    });
    const key = [`${method} ${path}`, `${method} ${url.pathname}`].find((k) => k in routes);
    const route = key ? routes[key]! : undefined;
    const n = key ? (used.get(key) ?? 0) : 0;
    const answer = Array.isArray(route) ? route[n] : route;
    if (!key || !answer) {
      const what = `${method} ${path}${key ? ` (call ${n + 1} of ${(route as Answer[]).length} answers)` : ""}`;
      unexpected.push(what);
      throw new Error(`mockFetch: no answer for ${what}; answers: ${Object.keys(routes).join(", ")}`);
    }
    used.set(key, n + 1);
    return answer();
  });
  vi.stubGlobal("fetch", fn);
  try {
    onTestFinished(() => {
      if (unexpected.length) throw new Error(`mockFetch: calls without an answer: ${unexpected.join(", ")}`);
    });
  } catch {
    // outside a test (a module-level stub): the rejected fetch is the failure
  }
  return Object.assign(fn, { requests });
}

/** A label's text, with or without the required marker ("E-post" matches "E-post*"). */
export function labelText(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}\\*?$`);
}
