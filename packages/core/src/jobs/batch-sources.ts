/**
 * Who started a batch (SPEC 4 "Step source"): a user's bulk action, one case by hand, or the auto-pilot. Pure (the
 * web reads it): the same words as a step's source (law/vocabulary.ts `STEP_SOURCES`).
 */
export const BATCH_SOURCES = ["batch", "manual", "autopilot"] as const;
export type BatchSource = (typeof BATCH_SOURCES)[number];
