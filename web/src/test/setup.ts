import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach } from "vitest";
import i18n, { i18nReady } from "@/i18n";

// findBy / waitFor wait up to 3 s (the default 1 s): the web project runs files two at a time in shared threads
// (vitest.config.ts), and a page's first lazy chunk on a loaded CI machine took close to 1 s (plans.test.tsx). A
// passing test is no slower; a failing one says so 2 s later.
configure({ asyncUtilTimeout: 3_000 });

// The catalogues load as the app loads them (one language at a time); every test starts with Norwegian in.
await i18nReady;

// jsdom lacks these; sonner and Radix ask for them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!("ResizeObserver" in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom does not implement scrolling; the router's scroll restoration calls it.
window.scrollTo = (() => {}) as typeof window.scrollTo;

// The files of a worker share one module graph and one jsdom (vitest.config.ts: isolate false, for speed): what a
// test leaves in module state goes here. Sonner replays every toast still active to a Toaster that mounts later, and
// the language is a module's too.
afterEach(async () => {
  toast.dismiss();
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  if (i18n.language !== "no") await i18n.changeLanguage("no");
});
