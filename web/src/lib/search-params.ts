// How the URL's query string is read and written (the router's parseSearch/stringifySearch). TanStack Router's
// default writes every string as JSON, so a number typed into a search field came out as `?number=%22700024%22`
// (usability review B8). Here values are plain strings: `?number=700024`, `?kid=01000007000010` (a 25-digit KID
// stays exact: it is never read as a number). Only objects and arrays are JSON, and a value that would read back as
// one (or an old link's quoted string) is quoted, so every value reads back as it was written.
import { stringifySearchWith } from "@tanstack/react-router";

const structured = /^["[{]/;

/** JSON for objects, arrays and quoted strings; anything else is not parsed (it stays the string it is). */
function parseValue(value: string): unknown {
  if (!structured.test(value)) throw new Error("a plain value");
  return JSON.parse(value);
}

/** The query string as plain strings (the router's own reader also turns "700024" into a number). */
export function parseSearch(searchStr: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(searchStr.replace(/^\?/, ""))) {
    if (key in out) continue; // one value per key, the first, as the router's reader
    try {
      out[key] = parseValue(value);
    } catch {
      out[key] = value;
    }
  }
  return out;
}
export const stringifySearch = stringifySearchWith(JSON.stringify, parseValue);
