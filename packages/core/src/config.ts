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
  queueUrl: string;
  mailFrom: string;
  webUrl: string;
  jwtSecret: string;
}

const FETCH = "__FETCH_FROM_SSM__";
const secretCache = new Map<string, string>();

function env(...names: string[]): string | undefined {
  for (const name of names) {
    const value = process.env[name];
    if (value !== undefined && value !== "") return value;
  }
  return undefined;
}

function required(what: string, value: string | undefined): string {
  if (value === undefined) throw new Error(`Configuration missing: ${what}`);
  return value;
}

function secret(name: string): string | undefined {
  const value = env(`SST_Secret_value_${name}`);
  if (value === FETCH) return secretCache.get(name);
  return value ?? env(`INNFRI_${name}`);
}

export function config(): Config {
  const local = env("INNFRI_LOCAL") === "1";
  return {
    stage: env("SST_STAGE") ?? (local ? "local" : "unknown"),
    local,
    region: env("AWS_REGION") ?? "eu-north-1",
    tableName: required("table", env("SST_Table_tableName_Data", "INNFRI_TABLE")),
    bucketName: env("SST_Bucket_bucketName_Documents", "INNFRI_BUCKET") ?? "",
    queueUrl: env("SST_Queue_queueUrl_Jobs", "INNFRI_QUEUE_URL") ?? "",
    mailFrom: env("SST_Parameter_value_MAIL_FROM", "INNFRI_MAIL_FROM") ?? "Innfri <no-reply@innfri.no>",
    webUrl: (env("SST_Parameter_value_WEB_URL", "INNFRI_WEB_URL") ?? "http://localhost:3000").replace(/\/$/, ""),
    jwtSecret: required("JWT_SECRET", secret("JWT_SECRET")),
  };
}

/** Deployed functions call this once at cold start: fetches the secrets SST left in SSM. */
export async function loadSecrets(names: string[] = ["JWT_SECRET"]): Promise<void> {
  const pending = names.filter((n) => env(`SST_Secret_value_${n}`) === FETCH && !secretCache.has(n));
  if (pending.length === 0) return;
  const { SSMClient, GetParametersCommand } = await import("@aws-sdk/client-ssm");
  const app = required("SST_APP", env("SST_APP"));
  const stage = required("SST_STAGE", env("SST_STAGE"));
  const paths = pending.map((n) => `/sst/${app}/${stage}/Secret/${n}/value`);
  const out = await new SSMClient({}).send(new GetParametersCommand({ Names: paths, WithDecryption: true }));
  for (const p of out.Parameters ?? []) {
    const name = p.Name!.split("/")[5]!;
    secretCache.set(name, p.Value!);
  }
  const missing = pending.filter((n) => !secretCache.has(n));
  if (missing.length) throw new Error(`Secrets not set for this stage: ${missing.join(", ")} (npx sst secrets set)`);
}
