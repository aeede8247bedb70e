import { z } from "zod";
import { stripControls, stripControlsKeepingLines } from "../util/validation";

/**
 * Field schemas shared by resource descriptors (pure: the web's forms validate with them). Messages are message
 * keys (i18n/messages.ts and i18n/resources.ts), translated by the API and the web.
 */

/**
 * Required one-line text (a name, a title, a mail subject), at most `max` characters: control characters (CR, LF,
 * NUL …) and bidi controls removed (`stripControls`, G8), so it can never break a mail header or a PDF line.
 */
export const text = (max: number) =>
  z
    .string({ error: "validation.required" })
    .max(max, { error: "validation.tooLong" })
    .transform(stripControls)
    .pipe(z.string().trim().min(1, { error: "validation.required" }));

/**
 * Required text of several lines (a letter's body, a message): its line breaks stay, other controls go. (The bound
 * is checked first, so the web's forms read it: more than 300 gives a text area, web/src/components/resource.)
 */
export const longText = (max: number) =>
  z
    .string({ error: "validation.required" })
    .max(max, { error: "validation.tooLong" })
    .transform(stripControlsKeepingLines)
    .pipe(z.string().trim().min(1, { error: "validation.required" }));

/** Optional text, trimmed; empty is null. */
export const optionalText = (max: number) =>
  z
    .string({ error: "validation.tooLong" })
    .trim()
    .max(max, { error: "validation.tooLong" })
    .nullable()
    .optional()
    .transform((v) => v || null);

/** One of a closed set of values. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: "validation.oneOf" });

/** A real calendar date `YYYY-MM-DD`. */
export function isCalendarDay(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const back = new Date(Date.UTC(y, mo - 1, d));
  return back.getUTCFullYear() === y && back.getUTCMonth() === mo - 1 && back.getUTCDate() === d;
}

/** A calendar date `YYYY-MM-DD` (the web shows DD.MM.YYYY). */
export const calendarDate = () =>
  z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required", abort: true })
    .refine(isCalendarDay, { error: "validation.date" });

/** A Norwegian postcode: four digits. */
export const postcode = () =>
  z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required", abort: true })
    .regex(/^[0-9]{4}$/, { error: "validation.postcode" });

/** A municipality number (kommunenummer): four digits, the first two the county's. */
export const municipalityNumber = () =>
  z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required", abort: true })
    .regex(/^[0-9]{4}$/, { error: "validation.municipalityNumber" });

/** The fields every stored resource's view carries. */
export const stamps = {
  createdAt: z.number(),
  updatedAt: z.number(),
  updatedBy: z.string(),
};

/** The sortable, searchable form of a name: NFC, lower case, single spaces. */
export const searchKey = (name: string) => name.normalize("NFC").trim().toLowerCase().replace(/\s+/g, " ");

/** A stable kebab-case id an admin chooses (a procedure "person", a template "reminder"): stored and referred to. */
export const slug = () =>
  z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required", abort: true })
    .max(60, { error: "validation.tooLong", abort: true })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "validation.slug" });

/** An optional slug; empty is null. */
export const optionalSlug = () =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? null : v), slug().nullable().optional());

/** A whole number from `min` to `max`; a form sends it as text ("14"), JSON as a number. */
export const wholeNumber = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" ? Number(v.trim()) : v),
    z
      .number({
        error: (iss) => (iss.input === undefined || iss.input === "" ? "validation.required" : "validation.number"),
      })
      .int({ error: "validation.number" })
      .min(min, { error: "validation.outOfRange" })
      .max(max, { error: "validation.outOfRange" }),
  );

/** Yes or no (a checkbox in the form). */
export const flag = () => z.boolean({ error: "validation.oneOf" });
