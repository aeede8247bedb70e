import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/** scrypt, memory-hard: N=2^15, r=8, p=1 (32 MiB, about 0.1 s). Stored as `scrypt$N$r$p$salt$hash`. */
const SCRYPT = { N: 1 << 15, r: 8, p: 1 };
/**
 * The parameters new hashes get: SCRYPT, except inside vitest when its project asks for a smaller N
 * (`INNFRI_TEST_SCRYPT_N`, the API tests: hundreds of sign-ins at 0.1 s of CPU and 32 MiB each). A stored hash
 * carries its own parameters, so verification is the same code either way; outside vitest the variable is ignored.
 */
const testN = process.env.VITEST ? Number(process.env.INNFRI_TEST_SCRYPT_N) : NaN;
const PARAMS = Number.isInteger(testN) && testN >= 1024 && testN < SCRYPT.N ? { ...SCRYPT, N: testN } : SCRYPT;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, opts: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...opts, maxmem: 128 * opts.N * opts.r * 2 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const key = await derive(password, Buffer.from(salt, "base64url"), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of a password nobody has, to spend the same time when the e-mail is unknown. */
let dummy: Promise<string> | undefined;
export async function spendVerifyTime(password: string): Promise<void> {
  dummy ??= hashPassword(randomBytes(12).toString("base64url"));
  await verifyPassword(password, await dummy);
}
