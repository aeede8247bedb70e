import "../../i18n/steps"; // registers the texts of the keys named here
import "../entities"; // registers the entities named here
import "../../accounts/entities"; // registers the entities named here
import { db } from "../../dynamo/db";
import { getDebtorItem } from "../../ledger/store";
import { RenderLetter } from "../../letters/letter-queue";
import { templateFor } from "../../procedures";
import { AppError, fieldError } from "../../util/error";
import { getCase, type Case } from "../store";
import type { SendChannel } from "../vocabulary";
import {
  caseHistoryItems,
  caseStepItems,
  historyOf,
  stepDecisions,
  type CaseStepItem,
  type StepDecision,
} from "./available";
import { caseInterestTo, type CaseInterest } from "../case-interest";
import { askedChannelsLawful, defaultChannels } from "./channel-rule";
import { deliveryFacts } from "./delivery-facts";
import { buildLetter } from "./letter";
import { claimLabelOf, letterLanguageOf } from "./letter-blocks";
import { findPetitionAddressee } from "../../reference/court-reference";
import { petitionBodyOf, SERVICE_COPIES, serviceBodyOf } from "../../reference/court-lookup";
import { petitionAttachments, respondentIdOf, type PetitionInput } from "./petition";
import type { RunStepInput } from "./step-views.schema";
import { sharedCaseSettings } from "../settings";
import { sharedRead } from "../../util/shared-reads";
import { reminderProcessOf } from "../../accounting/reminder-process-store";

/**
 * A step's letter as it would go now, decided and filled (docs/cases.md "Steps"): what the step runner writes
 * (run.ts) and what the preview shows before it runs (documents/preview.ts). One builder for both, so the preview
 * is the letter the step sends: the law's decision for the next sending day, the channels, the interest up to that
 * day, the model with every earlier fee on its own line.
 */
export interface PreparedStep {
  c: Case;
  items: CaseStepItem[];
  decision: StepDecision & { fee: NonNullable<StepDecision["fee"]> };
  channels: SendChannel[];
  interest: CaseInterest;
  letter: RenderLetter;
}

/** The refusal of a step the law does not allow now: its main reason on the field `stepId`. */
function refused(d: StepDecision): AppError {
  const main = d.reasons[0];
  if (!main) return fieldError("stepId", "steps.notAvailable");
  // the reason in words in both languages; the message of each language picks its own (i18n steps.reason)
  return new AppError(
    "VALIDATION",
    "steps.notAvailable",
    {},
    { stepId: ["steps.reason"] },
    {
      stepId: { reasonNo: main.textNo, reasonEn: main.textEn },
    },
  );
}

/**
 * The channels the letter goes by: the ones asked (each allowed by the step, e-mail alone only on a lawful basis),
 * else the step's default (channel-rule.ts `defaultChannels`: e-mail alone where lawful, else post and e-mail).
 */
function channelsOf(d: StepDecision, asked: RunStepInput["channels"]): SendChannel[] {
  if (d.sender === "partner") return ["partner"];
  const alone = d.emailAlone;
  const hasEmail = alone.allowed || alone.why !== "noEmail";
  if (asked) {
    for (const ch of asked)
      if (!d.channels.includes(ch)) throw fieldError("channels", "steps.channelNotAllowed", { channel: ch });
    if (asked.includes("email") && !hasEmail) throw fieldError("channels", "steps.noEmail");
    if (!askedChannelsLawful(asked, alone)) throw emailAloneRefused(d);
    return [...new Set(asked)];
  }
  const channels = defaultChannels(d.channels, alone);
  if (channels) return channels;
  if (d.channels.includes("email") && hasEmail) throw emailAloneRefused(d);
  throw fieldError("channels", d.channels.includes("email") ? "steps.noEmail" : "steps.channelNotAllowed", {
    channel: d.channels.join(", "),
  });
}

/** E-mail alone refused for lack of a basis: the reason in both languages on the field `channels`. */
function emailAloneRefused(d: StepDecision): AppError {
  const reason = d.emailAloneReason!;
  return new AppError(
    "VALIDATION",
    "steps.emailAloneNotLawful",
    {},
    { channels: ["steps.reason"] },
    { channels: { reasonNo: reason.textNo, reasonEn: reason.textEn } },
  );
}

/** Decides and fills the letter of `input.stepId` on the case for `now`; `runId` names the letter (its id). */
export async function prepareStep(
  customerId: string,
  caseId: string,
  input: RunStepInput,
  now: Date,
  runId: string,
): Promise<PreparedStep> {
  // the reads in parallel where they do not depend on each other (the step run's budget: p95 ≤ 300 ms)
  const [c, own, customer, settings] = await Promise.all([
    getCase(customerId, caseId),
    caseStepItems(customerId, caseId),
    // the creditor and its settings: once for all the cases of a batch (util/shared-reads.ts)
    sharedRead(`customer:${customerId}`, () =>
      db()
        .entities.customer.get({ customerId })
        .go()
        .then((r) => r.data),
    ),
    // the KID agreement (issue 18 #13): a KID is made only under it
    sharedCaseSettings(customerId),
  ]);
  // the letters so far: the case's and those of the cases merged into it (their deadlines and fees count)
  const debtorRead = getDebtorItem(customerId, c.debtorId);
  const [items, debtor, facts] = await Promise.all([
    caseHistoryItems(customerId, c, own),
    debtorRead,
    // the debtor's e-mail basis and the letters that bounced (issue 18)
    deliveryFacts(customerId, c, debtorRead),
  ]);
  const decide = async (posted: boolean) => {
    const d = (await stepDecisions(c, items, now, facts, posted)).find((x) => x.step.id === input.stepId);
    if (!d) throw fieldError("stepId", "steps.notNext");
    if (!d.allowed || !d.fee) throw refused(d);
    return d as PreparedStep["decision"];
  };
  let d = await decide(false);
  if (!customer || !debtor) throw new AppError("NOT_FOUND", "errors.notFound");
  const channels = channelsOf(d, input.channels);
  // a letter by post is dated, and its deadline counted, from the day the print batch posts it (inkassoloven § 9)
  if (channels.includes("post")) d = await decide(true);
  // a petition goes to the court found from the debtor's address, in Norwegian (docs/collection-law.md
  // "Petitions go to the court"): no court found refuses the step, naming what is missing
  const body = petitionBodyOf(d.step.kind);
  // a served notice (the konkursvarsel) goes in copies to the body that serves it, found the same way (issue 18 #1);
  // it stays the debtor's letter, in the debtor's language
  const serviceBody = serviceBodyOf(d.step.kind);
  const language = body ? "no" : letterLanguageOf(debtor);
  // the letter template the case's reminder process chose for this kind, if any (docs/reminder-processes.md)
  const process = await reminderProcessOf(customerId, c.reminderProcessId);
  const [interest, texts, addressee, server] = await Promise.all([
    // strict: a letter never claims interest of a half-year whose rate is not entered
    caseInterestTo(c, d.sendDate, true),
    // the debtor's language (ledger debtor-rules DEBTOR_LANGUAGES): letter, its general text and the mail
    templateFor(d.step.id, language, process?.templates[d.step.kind]),
    body ? findPetitionAddressee(body, debtor.postcode) : null,
    serviceBody ? findPetitionAddressee(serviceBody, debtor.postcode) : null,
  ]);
  const petition: PetitionInput | undefined = addressee
    ? {
        addressee,
        respondentId: respondentIdOf(d.step.kind, debtor),
        attachments: petitionAttachments(
          d.step.kind,
          (c.claims as Parameters<typeof claimLabelOf>[0][]).map(claimLabelOf),
          items.filter((s) => s.status !== "failed" && s.status !== "reverted"),
        ),
      }
    : undefined;
  const earlierFees = items
    // the fees on the case: a reverted step's only when the case kept it (issue 11 "Revert")
    .filter((s) => s.status !== "failed" && (s.status !== "reverted" || s.feesKept))
    // a letter of a case merged into this one was for that case's claims: its fee line names the case
    .map((s) => ({
      kind: s.kind,
      feeOre: s.feeOre,
      compensationOre: s.claimedCompensationOre ?? 0,
      ...(s.caseId !== String(c.caseNumber) ? { caseId: s.caseId } : {}),
    }));
  const letter = RenderLetter.parse(
    buildLetter({
      c,
      customer: { ...customer, kidAgreement: settings.kidAgreement },
      debtor,
      decision: d,
      earlierFees,
      feeOre: d.fee.feeOre,
      compensationOre: d.fee.claimedCompensationOre,
      interest,
      runId,
      channels,
      texts,
      history: historyOf(items),
      language,
      petition,
      ...(server ? { service: { addressee: server, copies: SERVICE_COPIES } } : {}),
    }),
  );
  return { c, items, decision: d, channels, interest, letter };
}
