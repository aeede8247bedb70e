import type { z } from "zod";

/** What the adapters (accounting/<id>/) share: none of it is any system's wire format. */

/**
 * An adapter's cursor as the spine stores it: the JSON of the adapter's own schema. A cursor it cannot read starts a
 * first sync over (`first`): the intake's duplicate rules make that safe.
 */
export function cursorCodec<S extends z.ZodType>(schema: S, first: () => z.infer<S>) {
  return {
    encode: (cursor: z.infer<S>): string => JSON.stringify(cursor),
    decode(raw: string | null): z.infer<S> {
      if (raw) {
        try {
          const parsed = schema.safeParse(JSON.parse(raw));
          if (parsed.success) return parsed.data;
        } catch {
          // not ours: start over
        }
      }
      return first();
    },
  };
}

/** A system's amount in kroner with two decimals → our integer øre. */
export const kronerToOre = (kroner: number) => Math.round(kroner * 100);

/** YYYY-MM-DD plus `days` (negative: before). */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** YYYY-MM-DD plus `years`; 29 February becomes the 28th in a year without one. */
export const addYears = (date: string, years: number) =>
  `${Number(date.slice(0, 4)) + years}${date.slice(4)}`.replace(/-02-29$/, "-02-28");
