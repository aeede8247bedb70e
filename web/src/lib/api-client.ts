// The one HTTP client of the web app and the one place that turns HTTP errors into what the user sees
// (SPEC section 8): 422 → field errors on the form, 401 → sign out and back to login with reurl, 403 → warning
// and /customer, 5xx → "backend-error" event, anything else → one error toast per message.
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import i18n, { currentLanguage } from "@/i18n";
import { currentPath, loginHref, navigateTo } from "./navigation";
import { forbiddenFallback } from "./permissions";
import { clearSession, ensureFreshSession, getCustomerId, getSession, initialSession } from "./session";
import { API_BASE } from "@/config/env";

export { API_BASE } from "@/config/env";
export const TOAST_DURATION_MS = 2500;

export interface ValidationErrors {
  [field: string]: string[];
}

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly code?: string,
    public readonly errors?: ValidationErrors,
    public readonly body?: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }

  /**
   * Where to buy more, when the API refused for want of cases, sends or credit checks (issue 19: the body's
   * `details.topUp`, a path of this app); undefined otherwise.
   */
  get topUp(): string | undefined {
    const details = (this.body as { details?: unknown } | undefined)?.details;
    const path = details && typeof details === "object" ? (details as { topUp?: unknown }).topUp : undefined;
    return typeof path === "string" && path.startsWith("/") && !path.startsWith("//") ? path : undefined;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server's message: `message`, else `error`, else `data` (SPEC section 8). */
export function serverMessage(body: unknown): string | undefined {
  if (typeof body === "string" && body.trim()) return body.trim();
  if (!body || typeof body !== "object") return undefined;
  const b = body as Record<string, unknown>;
  for (const key of ["message", "error", "data"] as const) {
    const v = b[key];
    if (typeof v === "string" && v.trim()) return v.trim();
  }
  return undefined;
}

function validationErrors(body: unknown): ValidationErrors | undefined {
  if (!body || typeof body !== "object") return undefined;
  const errors = (body as { errors?: unknown }).errors;
  if (!errors || typeof errors !== "object") return undefined;
  const out: ValidationErrors = {};
  for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
    if (Array.isArray(messages)) out[field] = messages.filter((m): m is string => typeof m === "string");
    else if (typeof messages === "string") out[field] = [messages];
  }
  return out;
}

export interface RequestOptions {
  /** JSON, FormData (multipart), or a Blob/File sent as its raw bytes (application/octet-stream). */
  body?: unknown;
  /** Send the bearer token (default true). Refreshes it first when it is about to expire. */
  auth?: boolean;
  /** Refresh a token that is about to expire before sending (default true). */
  refresh?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

interface RawOptions extends RequestOptions {
  /** Answer the body as a Blob (file downloads) instead of JSON. */
  blob?: boolean;
}

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  return (await send(method, path, options)).data as T;
}

async function send(
  method: string,
  path: string,
  options: RawOptions = {},
): Promise<{ data: unknown; response: Response }> {
  const { body, auth = true, refresh = true, signal, headers = {}, blob = false } = options;
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  // A Blob (a File) is sent as its raw bytes, e.g. an import file: no JSON, no multipart envelope.
  const isBlob = typeof Blob !== "undefined" && body instanceof Blob;
  const h: Record<string, string> = {
    Accept: blob ? "*/*" : "application/json",
    "Accept-Language": currentLanguage(),
    ...headers,
  };
  if (body !== undefined && !isForm) h["Content-Type"] = isBlob ? "application/octet-stream" : "application/json";
  if (auth) {
    // After a reload the session comes back from the refresh cookie: wait for it rather than send no token.
    let session = getSession() ?? (await initialSession()).session;
    if (session && refresh) {
      try {
        session = await ensureFreshSession();
      } catch {
        throw new ApiError(401, i18n.t("errors.sessionTimeout"), "UNAUTHENTICATED");
      }
    }
    if (session) h.Authorization = `Bearer ${session.accessToken}`;
  }

  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, {
      method,
      headers: h,
      body: body === undefined ? undefined : isForm || isBlob ? (body as FormData | Blob) : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, i18n.t("errors.network"), "NETWORK");
  }

  if (blob && res.ok) return { data: await res.blob(), response: res };
  const text = res.status === 204 ? "" : await res.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (!res.ok) {
    const code =
      data && typeof data === "object" && typeof (data as { code?: unknown }).code === "string"
        ? (data as { code: string }).code
        : undefined;
    throw new ApiError(
      res.status,
      serverMessage(data) ?? (res.statusText || i18n.t("errors.unknown")),
      code,
      res.status === 422 ? validationErrors(data) : undefined,
      data,
    );
  }
  return { data, response: res };
}

/** The filename of a Content-Disposition header (filename*=UTF-8'' wins over filename=). */
export function contentDispositionFilename(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)?''([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ""));
    } catch {
      // fall through to the plain filename
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = plain?.[2] ?? plain?.[1];
  return name?.trim() || undefined;
}

/** Fetch binary content (e.g. an image behind the bearer token) with the same auth and error handling. */
export async function fetchBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  return (await send("GET", path, { blob: true, signal })).data as Blob;
}

/** Fetch a file (through the same auth and error handling) and hand it to the browser under the server's name. */
export async function downloadFile(method: string, path: string, fallbackName: string, body?: unknown) {
  const { data, response } = await send(method, path, { body, blob: true });
  const filename = contentDispositionFilename(response.headers.get("Content-Disposition")) ?? fallbackName;
  const url = URL.createObjectURL(data as Blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return filename;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, "body">) => request<T>("GET", path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>("POST", path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>("PUT", path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>("PATCH", path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>("DELETE", path, options),
};

// ---------------------------------------------------------------------------------------------------------------
// Error handling

/** One toast per distinct message: sonner replaces a toast that has the same id instead of stacking a new one. */
function toastId(kind: string, message: string) {
  return `${kind}:${message}`;
}

/**
 * sonner loads with the first toast (and with the Toaster, which main.tsx loads after the first render), not with
 * the entry bundle (DESIGN 8: initial JS). A toast raised before the Toaster is there is shown when it comes.
 */
const sonner = () => import("sonner");

export function toastError(message: string, extra: ToastAction = {}) {
  void sonner().then(({ toast }) =>
    toast.error(message, { id: toastId("error", message), duration: TOAST_DURATION_MS, ...extra }),
  );
}

type ToastAction = { action?: { label: string; onClick: () => void } };

/** A toast's «Kjøp flere» / «Buy more» action for a refusal for want of units (`ApiError.topUp`); none otherwise. */
export function topUpAction(error: unknown): ToastAction {
  const path = isApiError(error) ? error.topUp : undefined;
  return path ? { action: { label: i18n.t("metering.buyMore"), onClick: () => navigateTo(path) } } : {};
}

export function toastWarning(message: string) {
  void sonner().then(({ toast }) =>
    toast.warning(message, { id: toastId("warning", message), duration: TOAST_DURATION_MS }),
  );
}

/** Session over (401 or a failed refresh): sign out, say so, and go to login with a way back. */
export function expireSession(reurl: string = currentPath()) {
  clearSession();
  toastWarning(i18n.t("errors.sessionTimeout"));
  if (window.location.pathname === "/login" || window.location.pathname.startsWith("/login/")) return;
  navigateTo(loginHref(reurl));
}

export interface HandleErrorOptions<T extends FieldValues = FieldValues> {
  /** The form to put 422 field errors on (first message per field) and a general message (root.server). */
  setError?: UseFormSetError<T>;
  /** Show a 401 on the form (sign-in forms: "Wrong username or password") instead of as a session timeout. */
  inline401?: boolean;
}

export const BACKEND_ERROR_EVENT = "backend-error";

export function handleApiError<T extends FieldValues = FieldValues>(
  error: unknown,
  options: HandleErrorOptions<T> = {},
): void {
  const { setError, inline401 } = options;
  if (error instanceof DOMException && error.name === "AbortError") return;
  if (!isApiError(error)) {
    console.error(error);
    toastError(i18n.t("errors.unknown"));
    return;
  }
  const rootError = (message: string) =>
    setError?.("root.server" as Path<T>, { type: "server", message });

  switch (true) {
    case error.status === 422: {
      if (setError) {
        for (const [field, messages] of Object.entries(error.errors ?? {})) {
          const first = messages[0];
          if (first) setError(field as Path<T>, { type: "server", message: first });
        }
        rootError(error.message);
      } else {
        toastError(error.message, topUpAction(error));
      }
      return;
    }
    case error.status === 401: {
      if (inline401 && setError) rootError(error.message);
      else expireSession();
      return;
    }
    case error.status === 403: {
      toastWarning(error.message || i18n.t("errors.forbidden"));
      if (!window.location.pathname.startsWith("/customer/cases")) {
        const session = getSession();
        navigateTo(forbiddenFallback(session?.type, getCustomerId() !== null));
      }
      return;
    }
    case error.status >= 500: {
      window.dispatchEvent(
        new CustomEvent(BACKEND_ERROR_EVENT, {
          detail: { status: error.status, message: error.message, code: error.code },
        }),
      );
      return;
    }
    case error.status === 0: {
      toastError(i18n.t("errors.network"));
      return;
    }
    default: {
      // A form also shows it where the user is looking (e.g. an expired reset link); the toast is SPEC 8.
      rootError(error.message);
      toastError(error.message);
    }
  }
}
