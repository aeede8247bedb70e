/** Server texts of late-payment interest rates and interest notes; merged into messages.ts. Keys are flat ("validation.*" reach the web forms). */
export const no = {} as const satisfies Record<string, string>;

export const en: Record<keyof typeof no, string> = {};
