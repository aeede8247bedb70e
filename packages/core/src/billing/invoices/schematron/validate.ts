import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";

/**
 * Test support (never bundled: only ehf.test.ts imports it): an EHF document checked against the official Peppol
 * BIS Billing 3.0 schematrons, offline (docs/billing-invoices.md "Validation"). SchXslt (schxslt/, MIT) compiles a
 * schematron to XSLT and SaxonJS (npm `xslt3`, dev dependency) exports it as SEF. The SEF of the .sch files in this
 * folder is kept beside them, gzipped (compiled/, keyed by the hash of the .sch file and SchXslt's version: ~300 KB),
 * because compiling takes minutes of CPU on a 2-core machine and every clean CI run would pay it. A changed .sch
 * has no kept SEF: it is compiled once into node_modules/.cache/ehf-schematron/ and the test run says which file to
 * gzip into compiled/.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const root = path.resolve(here, "../../../../../..");
const cacheDir = path.join(root, "node_modules/.cache/ehf-schematron");

export const SCHEMATRONS = {
  cen: path.join(here, "CEN-EN16931-UBL.sch"),
  peppol: path.join(here, "PEPPOL-EN16931-UBL.sch"),
} as const;
export type SchematronName = keyof typeof SCHEMATRONS;

interface SaxonJS {
  transform(
    options: { stylesheetInternal: unknown; sourceText: string; destination: "serialized" },
    mode: "sync",
  ): { principalResult: string };
}
/** Each compiled stylesheet parsed once per process (a SEF of the CEN rules is a few MB of JSON). */
const loaded = new Map<SchematronName, unknown>();
const stylesheet = (name: SchematronName) => {
  if (!loaded.has(name)) {
    const file = compiledSchematron(name);
    const bytes = readFileSync(file);
    loaded.set(name, JSON.parse((file.endsWith(".gz") ? gunzipSync(bytes) : bytes).toString("utf8")));
  }
  return loaded.get(name);
};
const saxon = (): SaxonJS => require("saxon-js") as SaxonJS;

/**
 * The compiled SEF of a schematron: the one kept in compiled/ (gzipped), else from the cache, else compiled now
 * (.sch → XSLT by SchXslt → SEF by xslt3).
 */
export function compiledSchematron(name: SchematronName): string {
  const sch = SCHEMATRONS[name];
  const pipeline = path.join(here, "schxslt/2.0/pipeline-for-svrl.xsl");
  const hash = createHash("sha256")
    .update(readFileSync(sch))
    .update(readFileSync(path.join(here, "schxslt/2.0/version.xsl")))
    .digest("hex")
    .slice(0, 16);
  const kept = path.join(here, "compiled", `${name}-${hash}.sef.json.gz`);
  if (existsSync(kept)) return kept;
  const sef = path.join(cacheDir, `${name}-${hash}.sef.json`);
  if (existsSync(sef)) return sef;
  console.warn(`[ehf] no compiled SEF kept for ${name}: compiling; then keep it with gzip -9 -c <cache file> > ${kept}`);
  mkdirSync(cacheDir, { recursive: true });
  const cli = require.resolve("xslt3/xslt3.js");
  const xsl = path.join(cacheDir, `${name}-${hash}.${process.pid}.xsl`);
  const tmp = `${sef}.${process.pid}`;
  execFileSync(process.execPath, [cli, `-xsl:${pipeline}`, `-s:${sch}`, `-o:${xsl}`], { stdio: "pipe" });
  execFileSync(process.execPath, [cli, `-xsl:${xsl}`, `-export:${tmp}`, "-nogo"], { stdio: "pipe" });
  renameSync(tmp, sef); // whole or not at all: a run stopped halfway leaves no broken cache entry
  rmSync(xsl);
  return sef;
}

/** A failed assert of the SVRL report: its rule id (`BR-CO-15`), flag (`fatal`, `warning`) and text. */
export interface FailedAssert {
  id: string;
  flag: string;
  text: string;
}

const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ?? "";

/** The failed asserts of one schematron on a document (an empty list: valid). */
export function failedAsserts(name: SchematronName, xml: string): FailedAssert[] {
  const svrl = saxon().transform(
    { stylesheetInternal: stylesheet(name), sourceText: xml, destination: "serialized" },
    "sync",
  ).principalResult;
  const out: FailedAssert[] = [];
  const re = /<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g;
  for (let m = re.exec(svrl); m; m = re.exec(svrl))
    out.push({
      id: attr(m[1]!, "id"),
      flag: attr(m[1]!, "flag"),
      text: /<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(m[2]!)?.[1]?.trim() ?? "",
    });
  return out;
}

/** Both official schematrons' failed asserts. */
export const ehfFailures = (xml: string): FailedAssert[] => [...failedAsserts("cen", xml), ...failedAsserts("peppol", xml)];
