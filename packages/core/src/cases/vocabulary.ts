/**
 * The collection's words live below the contexts that use them (law/vocabulary.ts: the law, letters, procedures and
 * billing import them from there); the cases and the web name them here.
 */
export * from "../law/vocabulary";
