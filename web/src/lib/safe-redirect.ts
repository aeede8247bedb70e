const BASE = "http://innfri.invalid";

/**
 * A return url (reurl) is followed only when it is a path on this site. Absolute and protocol-relative urls,
 * backslash tricks and the login/logout pages themselves are dropped.
 */
export function safeReurl(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const v = value.trim();
  if (!v.startsWith("/") || v.startsWith("//") || v.includes("\\")) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(v)) return undefined;
  let url: URL;
  try {
    url = new URL(v, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE) return undefined;
  if (/^\/(login|logout)(\/|$)/.test(url.pathname)) return undefined;
  return url.pathname + url.search + url.hash;
}
