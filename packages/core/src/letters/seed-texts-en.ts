/** The seeded letter texts in English, the same letters as seed-texts-no.ts (which says what each must contain). */
import type { EMAILS_NO, GENERAL_NO, LETTERS_NO } from "./seed-texts-no";

const AMOUNTS = `The claim:
Principal: {{amounts.principal}}
Late-payment interest: {{amounts.interest}}
Fees and costs: {{amounts.fees}}
Paid: {{amounts.paid}}
Total to pay: {{amounts.total}}`;
const RATE =
  "Late-payment interest runs at {{interest.rate}} a year, calculated from {{interest.from}}, until the claim is paid.";
// the figures (amount, account, KID, deadline) are in the payment box: a letter says them once (usability-review-2 C12)
const PAY = "Please use the account number and KID of the payment information when you pay.";
const CONTACT =
  "If you have questions about the claim, or believe it is not correct, please contact {{creditor.name}} at {{creditor.email}} or {{creditor.phone}} before the deadline. If you have already paid, please disregard this letter.";
/** CONTACT and OBJECTIONS in one paragraph, for a letter that must fit one page (the inkassovarsel). */
const OBJECTIONS_CONTACT =
  "If you have questions, or believe the claim is not correct, tell {{creditor.name}} in writing at {{creditor.email}} or {{creditor.phone}} as soon as possible and before the deadline, and explain why. A claim disputed on reasonable grounds will not be charged further fees until the objection has been resolved. If you have already paid, please disregard this letter.";
const PARTIES = `Creditor: {{creditor.name}}, organisation number {{creditor.orgNumber}}
Debtor: {{debtor.name}}, {{debtor.address}}
Case number: {{case.number}}`;

/** The seeded «Objections» paragraph (GENERAL objections): a recorded objection stops the fees (issue 18). */
const OBJECTIONS =
  "If you believe the claim is not correct, please notify {{creditor.name}} in writing as soon as possible and before the deadline, and explain why. A claim disputed on reasonable grounds is not charged further fees until the objection has been resolved.";
/** How and where to object to the § 4-18 notice, and what a dispute means (letters-legal-review #10). */
const OBJECT_4_18 =
  "If you believe the claim is not correct, notify {{creditor.name}} at {{creditor.email}} or {{creditor.phone}}, or in writing to the address at the top of this letter, by the deadline, and explain why. A disputed claim cannot be enforced on this basis: {{creditor.name}} must then bring the case before the conciliation board (forliksrådet).";

type Letter = { name: string; title: string; upperText: string; lowerText: string; generalDocument?: string };

export const LETTERS_EN: Record<keyof typeof LETTERS_NO, Letter> = {
  "payment-reminder": {
    name: "Payment reminder",
    title: "Payment reminder",
    upperText: `We have not received payment for {{claim.description}}. The claim fell due on {{claim.dueDate}}.

This may be an oversight, so we ask you to pay the amount as soon as possible.`,
    lowerText: `${PAY}

This reminder is free of charge. ${CONTACT}`,
  },
  reminder: {
    name: "Reminder",
    title: "Reminder",
    upperText: `We have not received payment for {{claim.description}}. The reminder fee for this letter is {{amounts.fee}} (Debt Collection Regulations, section 1-2).`,
    lowerText: `${PAY}

${CONTACT}`,
    generalDocument: "if-not-paid-reminder",
  },
  "debt-collection-notice": {
    name: "Debt collection notice",
    title: "Debt collection notice",
    upperText: `We have still not received payment for {{claim.description}}. The fee for this debt collection notice is {{amounts.fee}} (Debt Collection Regulations, section 1-2).`,
    lowerText: `${PAY}

${OBJECTIONS_CONTACT}`,
    generalDocument: "if-not-paid-notice",
  },
  "payment-demand": {
    name: "Payment demand",
    title: "Payment demand",
    upperText: `${PARTIES}

The claim concerns {{claim.description}}. {{case.history}} The fee for this payment demand is {{amounts.fee}} (Debt Collection Regulations, section 1-2).`,
    lowerText: `You are requested to pay the claim by the deadline, {{deadline}}. If you dispute it, tell {{creditor.name}} by then at {{creditor.email}}, {{creditor.phone}} or the address at the top of this letter. Payment is on time if the payment order has reached the bank by the deadline (Debt Collection Act section 10, cf. section 9 (2)).`,
    generalDocument: "if-not-paid-demand",
  },
  "enforcement-notice": {
    name: "Notice of enforcement",
    title: "Notice of enforcement (Enforcement Act, section 4-18)",
    upperText: `${PARTIES}

The claim concerns {{claim.description}}. {{case.history}}`,
    lowerText: `We demand payment of the claim. ${PAY}

This letter is notice under the Enforcement Act section 4-18. If the claim is not paid by the deadline, {{creditor.name}} will petition the enforcement officer (namsmannen) for enforcement (utlegg). If the claim is not disputed, the enforcement officer may enforce it without a judgment first (Enforcement Act section 7-2 (f)). {{enforcement.means}} The costs of the petition, including the court fee, will be claimed from you.

${OBJECT_4_18} If you have already paid, please disregard this letter.`,
  },
  "enforcement-notice-rent": {
    name: "Notice of enforcement and eviction (rent)",
    title: "Notice of enforcement and eviction (Enforcement Act, section 4-18)",
    upperText: `${PARTIES}

The claim concerns unpaid rent for {{lease.premises}} ({{claim.description}}). {{case.history}}`,
    lowerText: `We demand payment of the rent. ${PAY}

This letter is notice under the Enforcement Act section 4-18. {{lease.clause}} If the claim is not paid by the deadline, the landlord will petition the enforcement officer (namsmannen) for eviction from the premises at {{lease.premises}} under the Enforcement Act section 13-2 (3) (a), and for enforcement of the claim. The eviction can be avoided by paying the rent owed with interest, out-of-court collection costs and legal costs, and the rent falling due up to the day of payment, before the eviction is carried out (Enforcement Act section 13-2 (3) (a)). The costs, including the court fee, will be claimed from you.

${OBJECT_4_18} If you have already paid, please disregard this letter.`,
  },
  "conciliation-claim": {
    name: "Conciliation claim",
    title: "Conciliation claim (forliksklage)",
    upperText: `To {{court.name}}

Claimant: {{creditor.name}}, organisation number {{creditor.orgNumber}}
Respondent: {{debtor.name}}, {{debtor.address}}
Our reference: case {{case.number}}

The case concerns payment for {{claim.description}}.`,
    lowerText: `{{case.history}}

Claim: {{debtor.name}} is ordered to pay {{creditor.name}} {{amounts.principal}} with late-payment interest ({{interest.rate}} a year) from {{interest.from}} until payment is made, and the costs of the case.

The claimant asks the conciliation board to give judgment accordingly, or judgment by default if the respondent does not answer or appear.`,
  },
  "enforcement-petition": {
    name: "Petition for enforcement",
    title: "Petition for enforcement (begjæring om utlegg)",
    upperText: `To {{court.name}}

Petitioner: {{creditor.name}}, organisation number {{creditor.orgNumber}}
Respondent: {{debtor.name}}, {{debtor.address}}
Our reference: case {{case.number}}

The claim concerns {{claim.description}}. The claim's parts are in the table below.`,
    lowerText: `{{petition.grounds}}

The petitioner asks for enforcement of the claim with late-payment interest ({{interest.rate}} a year from {{interest.from}}) until payment is made, and the costs of the petition.`,
  },
  "bankruptcy-notice": {
    name: "Bankruptcy notice",
    title: "Payment demand with notice of bankruptcy (Bankruptcy Act, section 63)",
    upperText: `${PARTIES}

The claim concerns {{claim.description}}. {{case.history}}

${AMOUNTS}

${RATE}`,
    // served, not posted (issue 18 #1): the deadline runs from the service, so no date is printed for it
    lowerText: `{{creditor.name}} demands payment of the claim within {{deadline}}. ${PAY}

If the claim is not paid by the deadline, {{creditor.name}} may petition for the bankruptcy of {{debtor.name}}. If the petition reaches the district court within two weeks after the deadline, the debtor is presumed insolvent under the Bankruptcy Act section 63, unless the debtor shows that it is solvent. The costs of the bankruptcy proceedings will be claimed.`,
  },
  "bankruptcy-petition": {
    name: "Bankruptcy petition",
    title: "Bankruptcy petition (konkursbegjæring)",
    upperText: `To {{court.name}}

Petitioner: {{creditor.name}}, organisation number {{creditor.orgNumber}}
Debtor: {{debtor.name}}, {{debtor.address}}
Our reference: case {{case.number}}

The petitioner has a claim on the debtor that has fallen due, for {{claim.description}}.

${AMOUNTS}`,
    // «served» with the service date only when a service is recorded (issue 18 #1; letter-history.ts)
    lowerText: `{{petition.grounds}}

The petitioner asks the court to open bankruptcy proceedings against the debtor, and will provide the security the court sets for the costs of the estate.`,
  },
  eviction: {
    name: "Petition for eviction",
    title: "Petition for eviction (begjæring om fravikelse)",
    upperText: `To {{court.name}}

Petitioner (landlord): {{creditor.name}}, organisation number {{creditor.orgNumber}}
Respondent (tenant): {{debtor.name}}, {{debtor.address}}
Premises: {{lease.premises}}
Our reference: case {{case.number}}

The claim concerns unpaid rent ({{claim.description}}). The claim's parts are in the table below.`,
    lowerText: `Basis for enforcement: Enforcement Act section 13-2 (3) (a). {{lease.clause}} Notice under section 4-18 has been given, and its deadline has passed without payment.

The petitioner asks for eviction from the premises at {{lease.premises}}, and for enforcement of the rent owed with interest and costs.`,
  },
};

export const GENERAL_EN: Record<keyof typeof GENERAL_NO, { name: string; text: string }> = {
  "if-not-paid-reminder": {
    name: "If you do not pay (reminder)",
    text: "If the claim is not paid by the deadline, you will receive a debt collection notice, which may carry a further fee. Late-payment interest runs until the claim is paid.",
  },
  "if-not-paid-notice": {
    name: "If you do not pay (debt collection notice, Debt Collection Act section 9)",
    text: "If the claim is not paid by the deadline, debt collection will be started. You will then receive a payment demand, and costs under the Debt Collection Regulations may be added to the claim, as well as late-payment interest. Your payment is on time if the payment order has reached your bank by the deadline.",
  },
  "if-not-paid-demand": {
    name: "If you do not pay (payment demand, Debt Collection Act section 10)",
    text: "If the claim is neither paid nor disputed by the deadline, it may lead to further costs for you and to legal collection: a petition for enforcement to the enforcement officer or a conciliation claim, with court fees and legal costs in addition to interest until payment is made.",
  },
  objections: { name: "Objections", text: OBJECTIONS },
};

const cover = (what: string) => ({
  subject: `${what} from {{creditor.name}} – case {{case.number}}`,
  body: `Dear {{debtor.name}},

Please find attached a ${what.toLowerCase()} from {{creditor.name}} concerning {{claim.description}}.

Total to pay: {{amounts.total}}
Deadline: {{deadline}}
Pay to: {{accountNumber}} {{payment.reference}}

The attached letter (PDF) gives the full details of the claim. If you have questions, please contact {{creditor.name}} at {{creditor.email}} or {{creditor.phone}}.

Kind regards
{{creditor.name}}`,
});

export const EMAILS_EN: Record<keyof typeof EMAILS_NO, { name: string; subject: string; body: string }> = {
  "payment-reminder": { name: "Payment reminder (e-mail)", ...cover("Payment reminder") },
  reminder: { name: "Reminder (e-mail)", ...cover("Reminder") },
  "debt-collection-notice": { name: "Debt collection notice (e-mail)", ...cover("Debt collection notice") },
  "payment-demand": { name: "Payment demand (e-mail)", ...cover("Payment demand") },
  "enforcement-notice": { name: "Notice of enforcement (e-mail)", ...cover("Notice of enforcement") },
  "bankruptcy-notice": { name: "Bankruptcy notice (e-mail)", ...cover("Bankruptcy notice") },
  "legal-copy": {
    name: "Copy of a legal petition (e-mail)",
    subject: "Copy of a petition from {{creditor.name}} – case {{case.number}}",
    body: `Dear {{debtor.name}},

The claim of {{creditor.name}} concerning {{claim.description}} has not been paid, and the case has now been sent to {{court.name}}. Please find a copy of the petition attached.

You can still pay {{amounts.total}} to account number {{accountNumber}} {{payment.reference}}. Interest and costs run until the claim is paid.

Kind regards
{{creditor.name}}`,
  },
};
