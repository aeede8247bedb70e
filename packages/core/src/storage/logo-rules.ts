/**
 * What a customer's logo may be: its size and image types. Pure (no AWS SDK), so the web app checks a file with
 * the same rules before it uploads it.
 */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_TYPES: readonly string[] = ["image/png", "image/jpeg", "image/gif", "image/webp", "image/svg+xml"];
