/**
 * The one place that reads the environment. Deployed, SST bindings put the resource names in `SST_*`
 * variables (secrets as `__FETCH_FROM_SSM__`, loaded once by `loadSecrets`); under `npm start` and in tests the
 * local runtime sets the `INNFRI_*` variables. AWS endpoints come from `AWS_ENDPOINT_URL_*` as the SDK reads them.
 */
export interface Config {
  stage: string;
  /** true under `npm start` and in tests: enables `/_local/*` and demo data. Never true in a deployed stage. */
  local: boolean;
  region: string;
  tableName: string;
  bucketName: string;
  /**
   * The Object Lock bucket of records kept by law (storage/records.ts, docs/deploy.md "Records and backups"); empty
   * where the function has no access to it.
   */
  recordsBucketName: string;
  /** The Object Lock mode a record is written with: COMPLIANCE in production, GOVERNANCE elsewhere (set by the stacks). */
  recordsLockMode: string;
  /** The heavy-work jobs queue (imports, letters, batches, sweeps): `queueUrls.heavy`. */
  queueUrl: string;
  /**
   * Each job queue's URL (jobs/queues.ts). A local runtime given one queue only (INNFRI_QUEUE_URL) runs every kind
   * on it; deployed, a producer has both (stacks/access.ts `enqueue`).
   */
  queueUrls: { mail: string; heavy: string };
  mailFrom: string;
  /**
   * The SES configuration set every mail is sent with (stacks/mail-status.ts: its events come back as the mail
   * log's delivered / bounced / complained); empty under `npm start`, where `/_local/mail` plays SES's events.
   */
  mailConfigurationSet: string;
  webUrl: string;
  /**
   * The token-signing key, read when first used: only the functions that sign or verify tokens are given it
   * (stacks, docs/deploy.md "Least privilege"), so a function that never does must not need it to start.
   */
  readonly jwtSecret: string;
  /** The WebSocket API's https management URL (set by stacks/Realtime.ts); empty locally, where sockets are in-process. */
  realtimeEndpoint: string;
  /**
   * Enhetsregisteret's API (company-register/brreg.ts): the register's own address deployed, the local fake under
   * `npm start` (/_local/brreg/enhetsregisteret/api); INNFRI_BRREG_URL overrides either (a test's fake).
   */
  companyRegisterUrl: string;
  /**
   * The credit bureau (credit-check/creditsafe.ts): Creditsafe Connect deployed (parameter CREDITSAFE_URL, default
   * production; secrets CREDITSAFE_USERNAME and CREDITSAFE_PASSWORD, read when first used), the local bureau under
   * `npm start` (/_local/creditsafe/v1); INNFRI_CREDITSAFE_URL overrides either (a test's fake).
   */
  readonly creditBureau: { url: string; readonly username: string; readonly password: string };
  /**
   * How accounting tokens are sealed at rest (accounting/sealed.ts): the KMS key (its ARN, set by the stacks on the
   * functions that connect or sync) deployed, a fixed local key under `npm start` and in tests.
   */
  accountingKey: { kmsKeyId: string; localKey: string };
}

/** The local seal key of accounting tokens (never used deployed: there the KMS key seals them). */
const LOCAL_SEAL_KEY = "innfri-local-accounting-seal-key";

const FETCH = "__FETCH_FROM_SSM__";
/** The local bureau's user (scripts/local/fakes/creditsafe.ts): under `npm start` and in tests. */
export const LOCAL_BUREAU = { username: "innfri-local@example.no", password: "lokal-kredittsjekk" } as const;
/** Values SST left in SSM (secrets, and parameters known only after deploy such as WEB_URL), by variable name. */
const ssmCache = new Map<string, string>();

function env(...names: string[]): string | undefined {
  for (const name of names) {
    const value = process.env[name];
    if (value === FETCH) {
      const fetched = ssmCache.get(name);
      if (fetched !== undefined) return fetched;
      continue;
    }
    if (value !== undefined && value !== "") return value;
  }
  return undefined;
}

function required(what: string, value: string | undefined): string {
  if (value === undefined) throw new Error(`Configuration missing: ${what}`);
  return value;
}

export function config(): Config {
  const local = env("INNFRI_LOCAL") === "1";
  const heavyQueue = env("SST_Queue_queueUrl_Jobs", "INNFRI_QUEUE_URL") ?? "";
  const mailQueue = env("SST_Queue_queueUrl_MailJobs", "INNFRI_MAIL_QUEUE_URL") ?? (local ? heavyQueue : "");
  return {
    stage: env("SST_STAGE") ?? (local ? "local" : "unknown"),
    local,
    region: env("AWS_REGION") ?? "eu-north-1",
    tableName: required("table", env("SST_Table_tableName_Data", "INNFRI_TABLE")),
    bucketName: env("SST_Bucket_bucketName_Documents", "INNFRI_BUCKET") ?? "",
    recordsBucketName: env("SST_Bucket_bucketName_Records", "INNFRI_RECORDS_BUCKET") ?? "",
    recordsLockMode: env("INNFRI_RECORDS_LOCK_MODE") ?? (local ? "GOVERNANCE" : ""),
    queueUrl: heavyQueue,
    queueUrls: { mail: mailQueue, heavy: heavyQueue },
    mailFrom: env("SST_Parameter_value_MAIL_FROM", "INNFRI_MAIL_FROM") ?? "Innfri <no-reply@innfri.no>",
    mailConfigurationSet: env("INNFRI_SES_CONFIGURATION_SET") ?? "",
    webUrl: (env("SST_Parameter_value_WEB_URL", "INNFRI_WEB_URL") ?? "http://localhost:3000").replace(/\/$/, ""),
    get jwtSecret() {
      return required("JWT_SECRET", env("SST_Secret_value_JWT_SECRET", "INNFRI_JWT_SECRET"));
    },
    realtimeEndpoint: env("INNFRI_REALTIME_ENDPOINT") ?? "",
    companyRegisterUrl:
      env("INNFRI_BRREG_URL") ??
      (local
        ? `${(env("SST_Parameter_value_WEB_URL", "INNFRI_WEB_URL") ?? "http://localhost:3000").replace(/\/$/, "")}/_local/brreg/enhetsregisteret/api`
        : "https://data.brreg.no/enhetsregisteret/api"),
    creditBureau: {
      url:
        env("INNFRI_CREDITSAFE_URL", "SST_Parameter_value_CREDITSAFE_URL") ??
        (local
          ? `${(env("SST_Parameter_value_WEB_URL", "INNFRI_WEB_URL") ?? "http://localhost:3000").replace(/\/$/, "")}/_local/creditsafe/v1`
          : "https://connect.creditsafe.com/v1"),
      get username() {
        return (
          env("SST_Secret_value_CREDITSAFE_USERNAME", "INNFRI_CREDITSAFE_USERNAME") ??
          (local ? LOCAL_BUREAU.username : required("CREDITSAFE_USERNAME", undefined))
        );
      },
      get password() {
        return (
          env("SST_Secret_value_CREDITSAFE_PASSWORD", "INNFRI_CREDITSAFE_PASSWORD") ??
          (local ? LOCAL_BUREAU.password : required("CREDITSAFE_PASSWORD", undefined))
        );
      },
    },
    accountingKey: {
      kmsKeyId: env("INNFRI_ACCOUNTING_KEY_ID") ?? "",
      localKey: env("INNFRI_ACCOUNTING_LOCAL_KEY") ?? (local ? LOCAL_SEAL_KEY : ""),
    },
  };
}

/**
 * A secret of the stage by its SST name (`FIKEN_CLIENT_ID`): deployed from SSM (`SST_Secret_value_<NAME>`, read by
 * `loadSecrets` at cold start), `INNFRI_<NAME>` under `npm start` or in a test; undefined when neither is set.
 */
export const stageSecret = (name: string): string | undefined => env(`SST_Secret_value_${name}`, `INNFRI_${name}`);

/**
 * Deployed functions call this once at cold start: every bound secret or parameter whose value SST left as
 * `__FETCH_FROM_SSM__` is read from `/sst/<app>/<stage>/<Secret|Parameter>/<NAME>/value` in one call.
 */
export async function loadSecrets(): Promise<void> {
  const pending = Object.entries(process.env)
    .filter(([name, value]) => value === FETCH && /^SST_(Secret|Parameter)_value_/.test(name) && !ssmCache.has(name))
    .map(([name]) => name);
  if (pending.length === 0) return;
  const { SSMClient, GetParametersCommand } = await import("@aws-sdk/client-ssm");
  const prefix =
    env("SST_SSM_PREFIX") ?? `/sst/${required("SST_APP", env("SST_APP"))}/${required("SST_STAGE", env("SST_STAGE"))}/`;
  const pathOf = (name: string) => {
    const [, kind, key] = /^SST_(Secret|Parameter)_value_(.+)$/.exec(name)!;
    return `${prefix}${kind}/${key}/value`;
  };
  const byPath = new Map(pending.map((name) => [pathOf(name), name]));
  const client = new SSMClient({});
  const paths = [...byPath.keys()];
  for (let i = 0; i < paths.length; i += 10) {
    const out = await client.send(new GetParametersCommand({ Names: paths.slice(i, i + 10), WithDecryption: true }));
    for (const p of out.Parameters ?? []) ssmCache.set(byPath.get(p.Name!)!, p.Value!);
  }
  // an accounting system's secrets may be missing (a stage that does not offer it): its calls then fail, not the
  // cold start of every job sharing the consumer (stacks/access.ts "accounting" lists them)
  const optional = new Set(
    (env("INNFRI_OPTIONAL_SECRETS") ?? "")
      .split(",")
      .filter(Boolean)
      .map((name) => `SST_Secret_value_${name}`),
  );
  const missing = pending.filter((n) => !ssmCache.has(n) && !optional.has(n));
  if (missing.length) throw new Error(`Not set for this stage: ${missing.join(", ")} (npx sst secrets set NAME value)`);
}
