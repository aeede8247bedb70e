import "./entities"; // registers the entities named here
import "../settings.entity"; // registers the entities named here
import "../../accounts/entities"; // registers the entities named here
import "../../i18n/cases"; // registers the texts of the keys named here
import "../../i18n/company-register"; // registers the texts of the keys named here
import { config } from "../../config";
import { db } from "../../dynamo/db";
import { t, type Language, type MessageKey } from "../../i18n/messages";
import { paragraphsMail } from "../../mail/compose";
import type { AutoPilotSettingsView } from "../settings.schema";

/** The day's figures: the sum of its pages (each page's figures written whole, so a retried page counts once). */
export async function autopilotDay(customerId: string, day: string) {
  const { data } = await db()
    .entities.autopilotRunPage.query.byDay({ customerId })
    .begins({ day })
    .go({ pages: "all" });
  const sum = { started: 0, startRefused: 0, stepsRun: 0, stepRefused: 0, waiting: 0, stopped: 0 };
  const kinds = new Map<string, number>();
  const registerWarnings: { caseNumber: number; name: string; orgNumber: string; warnings: string[] }[] = [];
  for (const p of data.filter((x) => x.day === day)) {
    for (const k of Object.keys(sum) as (keyof typeof sum)[]) sum[k] += p[k];
    for (const { kind, count } of p.kinds ?? []) kinds.set(kind, (kinds.get(kind) ?? 0) + count);
    for (const w of p.registerWarnings ?? []) registerWarnings.push({ ...w, warnings: w.warnings ?? [] });
  }
  return { ...sum, kinds, registerWarnings };
}

/** Companies the summary mail names by the register's warnings (the auto-pilot page has them all). */
const REGISTER_LINES = 20;

/**
 * The short daily mail of what the full auto-pilot did (issue 20), to the user who last saved the setting while
 * that user is still a member of the customer, in that user's language; none on a day it did nothing. Keyed by customer and day: sent once however often the last
 * page runs.
 */
export async function sendAutopilotSummary(customerId: string, day: string, _settings: AutoPilotSettingsView) {
  const sum = await autopilotDay(customerId, day);
  if (sum.started + sum.startRefused + sum.stepsRun + sum.stepRefused === 0) return;
  const { data: setting } = await db().entities.autoPilotSetting.get({ customerId }).go();
  if (!setting?.updatedBy) return;
  const [{ data: user }, { data: member }] = await Promise.all([
    db()
      .entities.user.get({ userId: setting.updatedBy })
      .go({ attributes: ["email", "firstName", "language", "deletedAt"] }),
    db().entities.membership.get({ customerId, userId: setting.updatedBy }).go(),
  ]);
  // only to a user still of the customer (one who left gets no word of its cases)
  if (!user?.email || user.deletedAt || !member) return;
  const lang: Language = user.language ?? "no";
  const [y, m, d] = day.split("-");
  const params = {
    date: `${d}.${m}.${y}`,
    started: sum.started,
    startRefused: sum.startRefused,
    stepsRun: sum.stepsRun,
    stepRefused: sum.stepRefused,
    waiting: sum.waiting,
    stopped: sum.stopped,
  };
  const mail = paragraphsMail({
    lang,
    to: user.email,
    subject: t(lang, "autoPilot.summarySubject", params),
    paragraphs: [
      t(lang, "mail.greeting", { name: user.firstName }),
      t(lang, "autoPilot.summaryIntro", params),
      t(lang, "autoPilot.summaryStarted", params),
      t(lang, "autoPilot.summarySteps", params),
      ...(sum.startRefused + sum.stepRefused > 0 ? [t(lang, "autoPilot.summaryRefused", params)] : []),
      // issue 21: what the company register says of companies it started cases against (at most REGISTER_LINES)
      ...(sum.registerWarnings.length
        ? [
            t(lang, "companyRegister.autopilotIntro", { count: sum.registerWarnings.length }),
            ...sum.registerWarnings.slice(0, REGISTER_LINES).map((w) =>
              t(lang, "companyRegister.autopilotLine", {
                name: w.name,
                caseNumber: w.caseNumber,
                warnings: w.warnings.map((k) => t(lang, k as MessageKey)).join(" "),
              }),
            ),
          ]
        : []),
      t(lang, "autoPilot.summaryLeft", params),
    ],
    button: { label: t(lang, "autoPilot.summaryLink"), url: `${config().webUrl}/customer/auto-pilot` },
  });
  const [{ enqueue }, { sendMailJob }] = await Promise.all([
    import("../../jobs/queue"),
    import("../../mail/mail.jobs"),
  ]);
  await enqueue(sendMailJob, mail, { key: `autopilot-summary#${customerId}#${day}`, customerId });
}
