/** Structured logs: one JSON line per event, as CloudWatch and the local console both read well. */
type Fields = Record<string, unknown>;

function write(level: "debug" | "info" | "warn" | "error", event: string, fields: Fields = {}) {
  if (process.env.INNFRI_LOG === "silent" && level !== "error") return;
  const line = JSON.stringify({ level, event, time: new Date().toISOString(), ...fields });
  // The console method is the level Lambda's JSON log format records (stacks: loggingFormat JSON), which the
  // error metric filter and the alarms count: only `error` is ERROR.
  (level === "error" ? console.error : level === "warn" ? console.warn : console.log)(line);
}

export const log = {
  debug: (event: string, fields?: Fields) => process.env.INNFRI_LOG === "debug" && write("debug", event, fields),
  info: (event: string, fields?: Fields) => write("info", event, fields),
  warn: (event: string, fields?: Fields) => write("warn", event, fields),
  error: (event: string, fields?: Fields) => write("error", event, fields),
};
