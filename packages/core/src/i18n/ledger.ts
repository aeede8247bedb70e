/** Server texts of debtors, vouchers, the ledger and its pages; merged into messages.ts. Keys are flat ("validation.*" reach the web forms). */
export const no = {} as const satisfies Record<string, string>;

export const en: Record<keyof typeof no, string> = {};
