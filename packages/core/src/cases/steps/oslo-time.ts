const osloParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Oslo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** An instant as people read it in Oslo: `30.11.2026 08:00`. */
export function osloDateTime(ms: number): string {
  const p = Object.fromEntries(osloParts.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}`;
}

/** An instant's day in Oslo, `YYYY-MM-DD`. */
export function osloDate(ms: number): string {
  const p = Object.fromEntries(osloParts.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}`;
}
