/**
 * Reading what the product sent, from the local SES emulator's store (`GET <AWS_ENDPOINT_URL_SESV2>/store`).
 * The store is shared by every test file of the run, so look mail up by a recipient unique to your test.
 */
import type { StoredEmail } from "../../../scripts/local/server";

export type Email = StoredEmail;

export interface MailQuery {
  /** Only mail whose subject contains this string or matches this pattern. */
  subject?: string | RegExp;
  /** Only mail sent at or after this time (epoch ms or Date); the store keeps whole seconds. */
  since?: number | Date;
  /** Any other condition. */
  where?: (mail: Email) => boolean;
}

function sesUrl(): string {
  const url = process.env.AWS_ENDPOINT_URL_SESV2;
  if (!url) throw new Error("AWS_ENDPOINT_URL_SESV2 is not set: run inside the api test project");
  return url.replace(/\/$/, "");
}

const addressed = (mail: Email, to: string) => {
  const want = to.trim().toLowerCase();
  return [...mail.destination.to, ...mail.destination.cc, ...mail.destination.bcc].some((a) => {
    const addr = a.toLowerCase();
    return addr === want || addr.endsWith(`<${want}>`);
  });
};

/** Every mail sent to `to` (to, cc or bcc; case-insensitive) matching the query, oldest first. */
export async function mailTo(to: string, query: MailQuery = {}): Promise<Email[]> {
  const res = await fetch(`${sesUrl()}/store`);
  if (!res.ok) throw new Error(`SES store answered ${res.status}`);
  const { emails } = (await res.json()) as { emails: Email[] };
  const since = query.since === undefined ? undefined : Math.floor(Number(query.since) / 1000);
  return emails.filter(
    (m) =>
      addressed(m, to) &&
      (since === undefined || m.at >= since) &&
      (query.subject === undefined ||
        (typeof query.subject === "string" ? m.subject.includes(query.subject) : query.subject.test(m.subject))) &&
      (!query.where || query.where(m)),
  );
}

/**
 * Waits for the newest mail to `to` that matches the query (polling the store; the file's jobs poller
 * delivers queued mail jobs meanwhile). Rejects after `timeoutMs` (default 10 s) listing what did arrive.
 */
export async function waitForMail(to: string, opts: MailQuery & { timeoutMs?: number } = {}): Promise<Email> {
  const deadline = Date.now() + (opts.timeoutMs ?? 10_000);
  while (true) {
    const found = await mailTo(to, opts);
    if (found.length) return found[found.length - 1]!;
    if (Date.now() > deadline) {
      const any = await mailTo(to);
      throw new Error(
        `no mail to ${to}${opts.subject ? ` with subject ${String(opts.subject)}` : ""} within ${opts.timeoutMs ?? 10_000} ms` +
          (any.length ? `; mail to that address: ${any.map((m) => JSON.stringify(m.subject)).join(", ")}` : ""),
      );
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The bytes of an attachment. */
export const attachmentBytes = (a: Email["attachments"][number]) => Buffer.from(a.content, "base64");
