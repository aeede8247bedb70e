// Navigation for code outside React (the error handler, the session timer). main.tsx plugs in the router.

export type Navigate = (href: string, options?: { replace?: boolean }) => void;

let impl: Navigate = (href, options) => {
  if (options?.replace) window.location.replace(href);
  else window.location.assign(href);
};

export function setNavigator(navigate: Navigate) {
  impl = navigate;
}

export function navigateTo(href: string, options?: { replace?: boolean }) {
  impl(href, options);
}

/** The current path with its query, e.g. "/customer/cases?page=2". */
export function currentPath(): string {
  return window.location.pathname + window.location.search;
}

export function loginHref(reurl?: string): string {
  return reurl ? `/login?reurl=${encodeURIComponent(reurl)}` : "/login";
}
