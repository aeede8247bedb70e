import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { config } from "../config";

/**
 * Secrets of a third party sealed at rest (DESIGN 4a; docs/accounting.md "Tokens at rest"): an accounting
 * connection's tokens and an OAuth attempt's PKCE verifier. An envelope: each value is encrypted with AES-256-GCM
 * under a data key, bound to its customer (the additional data), so a sealed value copied to another customer's item
 * does not open. Deployed, the data key comes from KMS (`GenerateDataKey` on the accounting key, which only the
 * functions that connect or sync may use; the key travels encrypted inside the envelope and KMS decrypts it, once
 * per key and process); under `npm start` and in tests a fixed local key (config `accountingKey.localKey`) stands in.
 * Plain values are never logged, and the envelope names no secret.
 *
 * Envelope: `v1.<k|l>.<encrypted data key, base64url or "">.<iv>.<tag>.<ciphertext>`.
 */

const b64 = (b: Uint8Array) => Buffer.from(b).toString("base64url");
const unb64 = (s: string) => Buffer.from(s, "base64url");

/** Data keys KMS decrypted in this process, by their encrypted form (a Lambda's lifetime). */
const opened = new Map<string, Buffer>();

async function kms() {
  const { KMSClient, GenerateDataKeyCommand, DecryptCommand } = await import("@aws-sdk/client-kms");
  return { client: new KMSClient({}), GenerateDataKeyCommand, DecryptCommand };
}

/** The key a value is sealed under now: a fresh KMS data key deployed, the local key locally. */
async function dataKey(customerId: string): Promise<{ mode: "k" | "l"; key: Buffer; wrapped: string }> {
  const { kmsKeyId, localKey } = config().accountingKey;
  if (kmsKeyId) {
    const { client, GenerateDataKeyCommand } = await kms();
    const out = await client.send(
      new GenerateDataKeyCommand({ KeyId: kmsKeyId, KeySpec: "AES_256", EncryptionContext: { customerId } }),
    );
    const key = Buffer.from(out.Plaintext!);
    const wrapped = b64(out.CiphertextBlob!);
    opened.set(`${customerId}.${wrapped}`, key);
    return { mode: "k", key, wrapped };
  }
  if (!localKey) throw new Error("accounting: no key to seal tokens with (INNFRI_ACCOUNTING_KEY_ID)");
  return { mode: "l", key: createHash("sha256").update(localKey).digest(), wrapped: "" };
}

async function keyOf(customerId: string, mode: string, wrapped: string): Promise<Buffer> {
  if (mode === "l") {
    const { localKey } = config().accountingKey;
    if (!localKey) throw new Error("accounting: a locally sealed value outside a local run");
    return createHash("sha256").update(localKey).digest();
  }
  const known = opened.get(`${customerId}.${wrapped}`);
  if (known) return known;
  const { client, DecryptCommand } = await kms();
  const out = await client.send(
    new DecryptCommand({ CiphertextBlob: unb64(wrapped), EncryptionContext: { customerId } }),
  );
  const key = Buffer.from(out.Plaintext!);
  opened.set(`${customerId}.${wrapped}`, key);
  return key;
}

/** Seals `plain` for the customer. */
export async function seal(customerId: string, plain: string): Promise<string> {
  const { mode, key, wrapped } = await dataKey(customerId);
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(customerId, "utf8"));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", mode, wrapped, b64(iv), b64(cipher.getAuthTag()), b64(body)].join(".");
}

/** Opens what `seal` sealed for the same customer; throws when it was changed or sealed for another. */
export async function unseal(customerId: string, sealed: string): Promise<string> {
  const [version, mode, wrapped, iv, tag, body] = sealed.split(".");
  if (version !== "v1" || (mode !== "k" && mode !== "l") || body === undefined)
    throw new Error("accounting: not a sealed value");
  const decipher = createDecipheriv("aes-256-gcm", await keyOf(customerId, mode, wrapped!), unb64(iv!));
  decipher.setAAD(Buffer.from(customerId, "utf8"));
  decipher.setAuthTag(unb64(tag!));
  return Buffer.concat([decipher.update(unb64(body)), decipher.final()]).toString("utf8");
}

/** Seals a JSON value (tokens). */
export const sealJson = (customerId: string, value: unknown) => seal(customerId, JSON.stringify(value));
export const unsealJson = async <T>(customerId: string, sealed: string): Promise<T> =>
  JSON.parse(await unseal(customerId, sealed)) as T;
