import { QueryClientProvider } from "@tanstack/react-query";
import { render, type RenderOptions } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { vi } from "vitest";
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

/** Stub global fetch with one answer per call (the last one repeats). */
export function mockFetch(...answers: Array<() => Response>) {
  let i = 0;
  const fn = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const answer = answers[Math.min(i, answers.length - 1)]!;
    i += 1;
    return answer();
  });
  vi.stubGlobal("fetch", fn);
  return fn;
}

/** A label's text, with or without the required marker ("E-post" matches "E-post*"). */
export function labelText(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}\\*?$`);
}
