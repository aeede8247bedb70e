// How a step's data reads on the page: its name and the law's reasons in the language shown, and the moment a
// letter goes ("Sendes mandag 30.11.2026 kl. 08:00"), always in Oslo time (the sending windows are Oslo's).
import {
  StepRunEventData,
  type CaseStepView,
  type StepExplanation,
} from "@innfri/core/cases/steps/step-views.schema";
import i18n, { currentLanguage } from "@/i18n";
import { formatDate } from "@/lib/format";

export const stepName = (s: { nameNo: string; nameEn: string }) => (currentLanguage() === "en" ? s.nameEn : s.nameNo);

export const explanationText = (e: StepExplanation) => (currentLanguage() === "en" ? e.textEn : e.textNo);

const parts = (lang: string, ms: number) => {
  const locale = lang === "en" ? "en-GB" : "nb-NO";
  const weekday = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "Europe/Oslo" }).format(ms);
  const time = new Intl.DateTimeFormat("nb-NO", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Oslo" })
    .format(ms)
    .replace(".", ":");
  return { weekday, date: formatDate(ms), time };
};

/** "mandag 30.11.2026 kl. 08:00" / "Monday 30.11.2026 at 08:00". */
export const sendMoment = (ms: number) => i18n.t("cases.run.moment", parts(currentLanguage(), ms));

/**
 * The steps run on the case in the order they ran, numbered from 1. The routes' step ids are numbers (SPEC 2: a
 * non-numeric id becomes 0), while a run's id is a ULID and a procedure step's id a name, so `/step/2`,
 * `/step-response/2` and `/generated-documents/2` mean the case's second step run.
 */
export const stepsInOrder = (steps: readonly CaseStepView[]) =>
  [...steps].sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));

/** The case's n-th step run (1-based), or undefined (0 and past the end name none). */
export const caseStepAt = (steps: readonly CaseStepView[], n: number) => (n >= 1 ? stepsInOrder(steps)[n - 1] : undefined);

/** The route number of a run: its position in the case (1-based). */
export const stepNumber = (steps: readonly CaseStepView[], run: CaseStepView) => stepsInOrder(steps).indexOf(run) + 1;

/**
 * A `step-run` event in words, naming the step and how its letter goes: "Purring kjørt: sendes på e-post", "Reminder
 * to be sent by post Monday 30.11.2026 at 08:00" (planned for the next sending window), "… handed to the collection
 * partner". Not "sent": the event is the run, and nothing has gone yet (the step's row says what went, C11).
 * Undefined for data of another shape (the generic "Step run" then stands).
 */
export function stepRunEventText(data: Record<string, unknown>, at: number): string | undefined {
  const parsed = StepRunEventData.safeParse(data);
  if (!parsed.success) return undefined;
  const d = parsed.data;
  const name = stepName({ nameNo: d.name, nameEn: d.nameEn });
  if (d.channels.includes("partner")) return i18n.t("cases.stepEvents.partner", { name });
  const channels = d.channels
    .filter((c): c is "email" | "post" => c !== "partner")
    .map((c) => i18n.t(`cases.stepEvents.channel.${c}`))
    .join(i18n.t("cases.stepEvents.and"));
  // planned: the window was closed when it ran (a minute's slack for the time the run itself took)
  return d.plannedSendAt > at + 60_000
    ? i18n.t("cases.stepEvents.planned", { name, channels, when: sendMoment(d.plannedSendAt) })
    : i18n.t("cases.stepEvents.run", { name, channels });
}
