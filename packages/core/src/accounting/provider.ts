import type { ImportRow } from "../ledger/import/types";

/**
 * An accounting system, as the ledger's integrations use it (issue 22; docs/accounting.md): connect, read the open
 * invoices, credit notes and payments page by page from a cursor, list account numbers and org units, post a
 * write-off, payment or credit note back, disconnect. One folder per system (`accounting/<id>/`) implements this
 * and is one line of `accounting/systems.ts`; the connection, the sync, the intake and the write-back queue
 * (accounting/*.ts) know nothing of any system's wire format. A fifth system touches no shared code.
 *
 * Every method answers in our words or throws an `AccountingError` (below): never a raw HTTP error, never a 500 to
 * the user. No tokens and no personal data are logged.
 */

/** The systems we integrate with (the keys of `accounting/systems.ts`). */
export const ACCOUNTING_SYSTEMS = ["fiken", "tripletex", "poweroffice", "visma"] as const;
export type AccountingSystemId = (typeof ACCOUNTING_SYSTEMS)[number];

/** What the customer gives to connect: an OAuth authorisation (Fiken, Visma) or tokens typed in (Tripletex, PowerOffice). */
export type AuthKind =
  | { kind: "oauth"; pkce: boolean }
  /** The fields the customer types (their names are message keys under `integrations.fields.<name>`). */
  | { kind: "token"; fields: readonly string[] };

/** What a connection holds to call the system: sealed at rest (accounting/sealed.ts), never shown, never logged. */
export interface Tokens {
  accessToken: string;
  refreshToken?: string;
  /** Epoch ms; the spine refreshes a minute before. Absent: the token does not expire by time. */
  expiresAt?: number;
  /** What else the system needs to call it again (Tripletex's employee token, to make a new session). */
  extra?: Record<string, string>;
}

/** A company the connected user may reach in the system (Fiken's company slug, Tripletex's company id). */
export interface SystemCompany {
  ref: string;
  name: string;
  orgNumber?: string;
}

/** A connected customer's hold on the system, as the adapter is called with it. */
export interface Connection {
  tokens: Tokens;
  /** The company chosen (`SystemCompany.ref`). */
  companyRef: string;
}

export type ConnectInput =
  /** `state`: the one the authorisation was asked with, for a system whose token endpoint asks for it again (Fiken). */
  | { kind: "oauth"; code: string; redirectUri: string; codeVerifier?: string; state?: string }
  | { kind: "token"; fields: Record<string, string> };

/**
 * One page of a sync. Rows are the ledger's import rows (ledger/import/types.ts), each with its debtor and a stable
 * `externalId` (`<system>:<kind>:<the system's id>`), so the intake's duplicate rules hold: a page read twice imports
 * nothing twice. `next` is the cursor of the page after (null: this sync is done); `resumeFrom` (with `next: null`)
 * is where the next sync starts, e.g. payments changed since this sync began.
 */
export interface SyncPage {
  rows: ImportRow[];
  next: string | null;
  resumeFrom?: string;
  /** Rows of the page the adapter could not read (malformed in the system's answer): named, never guessed. */
  issues?: { externalId?: string; message: string }[];
}

/** What collection posted to the system (write-backs done) on one of its invoices: øre of each kind. */
export interface Posted {
  payment: number;
  creditNote: number;
}

/** What the spine gives an adapter's sync page besides the cursor (sync.ts). */
export interface SyncContext {
  /**
   * What collection posted to the system on these invoices (by their number in the system; one without any is left
   * out): for a system whose sync cannot tell our postings from others' (Visma reads payments off an invoice's paid
   * amount), so each krone is counted once.
   */
  posted(invoiceNumbers: readonly string[]): Promise<Map<string, Posted>>;
}

/** What collection posts back to the system; `key` is ours and stable: the same entry twice is posted once. */
export type WriteBack = {
  key: string;
  /** The invoice it concerns, by its number in the system and, when the sync read it, the system's own id. */
  invoiceNumber: string;
  externalInvoiceId?: string;
  amountOre: number;
  /** YYYY-MM-DD */
  date: string;
  /** Where the system books it, when the customer chose (account numbers of `accountNumbers`). */
  account?: string;
} & (
  | { kind: "writeOff"; reason: "collectionFailed" | "debtorBankrupt" | "irrecoverable" }
  | { kind: "payment" }
  | { kind: "creditNote"; text?: string }
);

export interface AccountingProvider {
  readonly id: AccountingSystemId;
  /** The system's name as the user knows it ("Fiken"). */
  readonly name: string;
  readonly auth: AuthKind;
  /** OAuth: where the user's browser goes to allow us (state and, with PKCE, the S256 challenge made by the spine). */
  authorizeUrl(input: { state: string; redirectUri: string; codeChallenge?: string }): string;
  /** OAuth code or typed tokens → tokens and the companies they reach. Refused credentials: `AccountingError("refused")`. */
  connect(input: ConnectInput): Promise<{ tokens: Tokens; companies: SystemCompany[] }>;
  /** New tokens before `expiresAt` or after an "unauthorized"; a refresh the system refuses is "refused" (reconnect). */
  refresh(tokens: Tokens): Promise<Tokens>;
  /** Disconnect: the system forgets the grant where it can (best effort: a failure here still disconnects us). */
  revoke(tokens: Tokens): Promise<void>;
  /**
   * The page at `cursor` (null: the first page of a first sync). `context`: what the spine knows that the system's
   * answer may hold (absent: nothing, as in an adapter's own tests).
   */
  syncPage(connection: Connection, cursor: string | null, context?: SyncContext): Promise<SyncPage>;
  accountNumbers(connection: Connection): Promise<{ number: string; name: string }[]>;
  orgUnits(connection: Connection): Promise<{ id: string; name: string }[]>;
  /** Posts the entry; answers the system's id of what it made. Where the API allows, an entry already posted under `key` is found and answered again. */
  writeBack(connection: Connection, entry: WriteBack): Promise<{ externalId: string }>;
}

/** Where an adapter calls the system: the deployed system, or its local fake (scripts/local/fakes/<id>.ts). */
export interface AccountingEnv {
  /** The API's base URL (no trailing slash). */
  apiUrl: string;
  /** The OAuth server's base URL (authorize, token, revoke), for OAuth systems. */
  authUrl?: string;
  /** Our integrator credentials: client id/secret (OAuth), consumer token (Tripletex), subscription key (PowerOffice). */
  secrets: Record<string, string | undefined>;
  /** Per request; the spine's default is 10 s. */
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** A folder's one export: `accounting/systems.ts` maps the id to it. */
export interface AccountingSystem {
  id: AccountingSystemId;
  name: string;
  auth: AuthKind;
  /** The secrets it needs, as SST secret names (e.g. FIKEN_CLIENT_ID); deploy.md lists them. */
  secretNames: readonly string[];
  /**
   * Where it answers: the system itself, and its local fake (scripts/local/fakes/<id>.ts, mounted at `/_local/<id>`
   * under `npm start` and in tests), as paths under that mount, e.g. `{ api: "/api/v2", auth: "/oauth" }`. The spine
   * resolves them (INNFRI_<ID>_URL overrides the mount, the way INNFRI_CREDITSAFE_URL does).
   */
  urls: { production: { api: string; auth?: string }; local: { api: string; auth?: string } };
  create(env: AccountingEnv): AccountingProvider;
}

/**
 * An adapter's failure, in the spine's terms: `unauthorized` (refresh once and retry), `refused` (the grant or the
 * typed tokens are no longer accepted: the customer reconnects), `rateLimited` (wait `retryAfterMs`, then retry),
 * `unavailable` (5xx, timeout, network: retried later), `malformed` (the answer is not what the document says),
 * `notFound`, `rejected` (the system refused this entry: shown to the user with the system's own `detail`).
 */
export class AccountingError extends Error {
  constructor(
    readonly kind: "unauthorized" | "refused" | "rateLimited" | "unavailable" | "malformed" | "notFound" | "rejected",
    message: string,
    readonly details: { retryAfterMs?: number; status?: number; detail?: string } = {},
  ) {
    super(message);
    this.name = "AccountingError";
  }
}
