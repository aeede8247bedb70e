/** Server texts of file imports (CSV, XLSX, OCR giro, EHF, SAF-T); merged into messages.ts. Keys are flat ("validation.*" reach the web forms). */
export const no = {} as const satisfies Record<string, string>;

export const en: Record<keyof typeof no, string> = {};
