import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";

const require = createRequire(import.meta.url);

// ---------------------------------------------------------------------------------------------------------
// SES: in-process server, optional persistence of its in-memory store

interface SesStoreModule {
  getStoreReadonly(): { emails: unknown[] };
  saveEmail(email: unknown): void;
  clearStore(): void;
}

const MAX_MAILS = 2000;
let sesPatchedFor: string | null = null;

function persistMail(file: string): void {
  const store = require("aws-ses-v2-local/dist/store") as SesStoreModule;
  // Restore what earlier runs sent (the store is a module singleton; fill it only once per process).
  if (sesPatchedFor === file) return;
  if (existsSync(file)) {
    const lines = readFileSync(file, "utf8").split("\n").filter(Boolean);
    const kept = lines.slice(-MAX_MAILS);
    const emails = store.getStoreReadonly().emails;
    for (const line of kept) {
      try {
        emails.push(JSON.parse(line));
      } catch {
        /* a torn last line */
      }
    }
    if (kept.length < lines.length) writeFileSync(file, kept.map((l) => l + "\n").join(""));
  }
  const save = store.saveEmail;
  const clear = store.clearStore;
  // The package's handlers call `store_1.saveEmail(...)` through the exports object, so this wraps them.
  store.saveEmail = (email: unknown) => {
    save(email);
    const emails = store.getStoreReadonly().emails;
    if (emails.length > MAX_MAILS) emails.splice(0, emails.length - MAX_MAILS);
    if (sesPatchedFor) appendFileSync(sesPatchedFor, JSON.stringify(email) + "\n");
  };
  store.clearStore = () => {
    clear();
    if (sesPatchedFor) writeFileSync(sesPatchedFor, "");
  };
  sesPatchedFor = file;
}

export async function startSes(mailFile: string | null): Promise<{ port: number; stop(): Promise<void> }> {
  if (mailFile) persistMail(mailFile);
  const mod = require("aws-ses-v2-local") as {
    default: (c: { host: string; port: number }) => Promise<import("node:http").Server>;
  };
  const server = await mod.default({ host: "127.0.0.1", port: 0 });
  const { port } = server.address() as AddressInfo;
  return {
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The SES emulator's mails, oldest first, read in-process (no copy, no HTTP). */
export function readMail(): unknown[] {
  return (require("aws-ses-v2-local/dist/store") as SesStoreModule).getStoreReadonly().emails;
}
