/** Index shapes shared by every entity: the table's pk/sk and the overloaded gsiN keys (see table.ts). */
export const primaryKey = <const P extends readonly string[], const S extends readonly string[] = []>(
  pk: P,
  sk?: S,
) => ({
  pk: { field: "pk", composite: pk, casing: "none" as const },
  sk: { field: "sk", composite: (sk ?? []) as unknown as S, casing: "none" as const },
});

export const gsiKey = <
  const I extends "gsi1" | "gsi2" | "gsi3",
  const P extends readonly string[],
  const S extends readonly string[] = [],
>(
  index: I,
  pk: P,
  sk?: S,
) => ({
  index,
  pk: { field: `${index}pk` as const, composite: pk, casing: "none" as const },
  sk: { field: `${index}sk` as const, composite: (sk ?? []) as unknown as S, casing: "none" as const },
});

export const SERVICE = "innfri";
