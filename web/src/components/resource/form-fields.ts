// The fields of a resource's form, read from its zod input schema (the one the API validates with), so a new
// resource needs no form of its own: text, a long text (more than 300 characters allowed), a choice (an enum),
// a number, a list (typed "a, b") and yes/no (a checkbox, "true"/"false" in the form). A page may change a
// field's kind (a date) or add help, never its rules.
import type { z } from "zod";
import type { FieldDef } from "@innfri/core/resource/define";
import { parseAmount } from "@innfri/core/util/money";

export type FieldKind = "text" | "textarea" | "select" | "date" | "number" | "list" | "checkbox" | "money";

export interface FieldSpec {
  name: string;
  kind: FieldKind;
  required: boolean;
  /** The values of a choice. */
  options?: readonly string[];
  inputMode?: "decimal" | "numeric" | "text";
}

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string>;
}
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** One field's kind and whether it must be filled in, looking through optional/nullable/default and transforms. */
export function specOf(name: string, schema: z.ZodType): FieldSpec {
  let s = schema;
  let required = true;
  for (let i = 0; i < 10; i++) {
    const def = defOf(s);
    if (def.type === "optional" || def.type === "nullable" || def.type === "default") {
      required = false;
      s = def.innerType!;
    } else if (def.type === "pipe")
      // a preprocess (a transform, then the schema) is read by its schema; another pipe by what it takes in
      s = defOf(def.in!).type === "transform" ? def.out! : def.in!;
    else break;
  }
  const def = defOf(s);
  switch (def.type) {
    case "enum":
      return { name, kind: "select", required, options: Object.values(def.entries ?? {}) };
    case "number":
      return { name, kind: "number", required, inputMode: "numeric" };
    case "array":
      return { name, kind: "list", required };
    case "boolean":
      return { name, kind: "checkbox", required: false };
    case "string": {
      const max = (s as unknown as { maxLength?: number | null }).maxLength;
      return { name, kind: max && max > 300 ? "textarea" : "text", required };
    }
    default:
      return { name, kind: "text", required };
  }
}

/**
 * The fields of an object schema (its refinements kept), in declaration order. A resource stated by its fields
 * (`defs`, core resource/field-resource.ts) says the rest: a date field, and money typed in kroner (sent as øre).
 */
export function fieldsOf(schema: z.ZodType, defs?: Readonly<Record<string, FieldDef>>): FieldSpec[] {
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};
  return Object.entries(shape).map(([name, s]) => {
    const spec = specOf(name, s);
    const kind = defs?.[name]?.kind;
    if (kind === "money") return { ...spec, kind: "money", inputMode: "decimal" };
    if (kind === "date") return { ...spec, kind: "date" };
    return spec;
  });
}

/** Øre as the form shows them: kroner with a decimal comma ("1234,50"). */
const kroner = (ore: number) => `${Math.trunc(ore / 100)},${String(Math.abs(ore % 100)).padStart(2, "0")}`;

export type FormValues = Record<string, string>;

/** An item as the form shows it: text, a list as "a, b", nothing as "". */
export function toFormValues(fields: FieldSpec[], item?: Record<string, unknown>): FormValues {
  const out: FormValues = {};
  for (const f of fields) {
    const v = item?.[f.name];
    out[f.name] =
      v === null || v === undefined
        ? f.kind === "select" && f.required
          ? (f.options?.[0] ?? "")
          : ""
        : f.kind === "checkbox"
          ? String(v === true)
          : f.kind === "money" && typeof v === "number"
            ? kroner(v)
            : Array.isArray(v)
              ? v.join(", ")
              : String(v);
  }
  return out;
}

/**
 * What the form sends: the text as typed (the API parses it again, so "12,25" stays "12,25"), a list split on
 * commas, an empty optional field as null.
 */
export function toBody(fields: FieldSpec[], values: FormValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const v = (values[f.name] ?? "").trim();
    if (f.kind === "list") out[f.name] = v ? v.split(/[\s,;]+/).filter(Boolean) : [];
    else if (f.kind === "checkbox") out[f.name] = v === "true";
    // kroner typed → øre; text that is no amount goes as typed, and the schema names it (validation.number)
    else if (f.kind === "money" && v !== "") out[f.name] = parseAmount(v) ?? v;
    else out[f.name] = v === "" && !f.required ? null : v;
  }
  return out;
}
