/**
 * The seeded letter texts in Norwegian (bokmål), per letter template (domain-norway.md 1.2: what each letter must
 * say). Amounts, dates, KID and account come from placeholders (letters/placeholders.ts). Data, not code: an admin
 * edits them as `documents`, `general-documents` and `email-templates`.
 */
const AMOUNTS = `Kravet utgjør:
Hovedstol: {{amounts.principal}}
Forsinkelsesrente: {{amounts.interest}}
Gebyrer og omkostninger: {{amounts.fees}}
Innbetalt: {{amounts.paid}}
Å betale i alt: {{amounts.total}}`;
const RATE =
  "Forsinkelsesrenten er {{interest.rate}} per år, beregnet fra {{interest.from}}, og løper til kravet er betalt.";
// the figures (amount, account, KID, deadline) are in the payment box: a letter says them once (usability-review-2 C12)
const PAY = "Bruk kontonummeret og KID-nummeret i betalingsinformasjonen når du betaler.";
const CONTACT =
  "Har du spørsmål om kravet, eller mener du at det ikke er riktig, ber vi deg ta kontakt med {{creditor.name}} på {{creditor.email}} eller {{creditor.phone}} før fristen. Er beløpet allerede betalt, kan du se bort fra dette brevet.";
/** CONTACT and OBJECTIONS in one paragraph, for a letter that must fit one page (the inkassovarsel). */
const OBJECTIONS_CONTACT =
  "Har du spørsmål, eller mener du at kravet ikke er riktig, gi skriftlig beskjed til {{creditor.name}} på {{creditor.email}} eller {{creditor.phone}} så snart som mulig og før fristen, og forklar hvorfor. Et krav som med rimelig grunn er bestridt, blir ikke belastet med flere gebyrer før innsigelsen er avklart. Er beløpet allerede betalt, kan du se bort fra dette brevet.";
const PARTIES = `Kreditor: {{creditor.name}}, org.nr. {{creditor.orgNumber}}
Skyldner: {{debtor.name}}, {{debtor.address}}
Saksnummer: {{case.number}}`;

/** The seeded «Innsigelser» paragraph (GENERAL_NO.objections): a recorded objection stops the fees (issue 18). */
const OBJECTIONS =
  "Mener du at kravet ikke er riktig, må du gi skriftlig beskjed til {{creditor.name}} så snart som mulig og før fristen, og forklare hvorfor. Et krav som med rimelig grunn er bestridt, blir ikke belastet med flere gebyrer før innsigelsen er avklart.";
/** How and where to object to the § 4-18 notice, and what a dispute means (letters-legal-review #10). */
const OBJECT_4_18 =
  "Mener du at kravet ikke er riktig, må du gi beskjed til {{creditor.name}} på {{creditor.email}} eller {{creditor.phone}}, eller skriftlig til adressen øverst i brevet, innen fristen, og forklare hvorfor. Et krav som er bestridt, kan ikke tvangsfullbyrdes på dette grunnlaget: {{creditor.name}} må da bringe saken inn for forliksrådet.";

export const LETTERS_NO = {
  "payment-reminder": {
    name: "Betalingspåminnelse",
    title: "Betalingspåminnelse",
    upperText: `Vi kan ikke se å ha mottatt betaling for {{claim.description}}. Kravet forfalt til betaling {{claim.dueDate}}.

Det kan skyldes en forglemmelse, og vi ber derfor om at beløpet betales snarest.`,
    lowerText: `${PAY}

Denne påminnelsen er gebyrfri. ${CONTACT}`,
  },
  reminder: {
    name: "Purring",
    title: "Purring",
    upperText: `Vi har ikke mottatt betaling for {{claim.description}}. Purregebyret for dette brevet er {{amounts.fee}}, jf. inkassoforskriften § 1-2.`,
    lowerText: `${PAY}

${CONTACT}`,
    generalDocument: "if-not-paid-reminder",
  },
  "debt-collection-notice": {
    name: "Inkassovarsel",
    title: "Inkassovarsel",
    upperText: `Vi har fortsatt ikke mottatt betaling for {{claim.description}}. Gebyret for dette inkassovarselet er {{amounts.fee}}, jf. inkassoforskriften § 1-2.`,
    lowerText: `${PAY}

${OBJECTIONS_CONTACT}`,
    generalDocument: "if-not-paid-notice",
  },
  "payment-demand": {
    name: "Betalingsoppfordring",
    title: "Betalingsoppfordring",
    // the figures are in the amounts table and the payment box (C12); the history as it happened (issue 18 #8)
    upperText: `${PARTIES}

Kravet gjelder {{claim.description}}. {{case.history}} Gebyret for denne betalingsoppfordringen er {{amounts.fee}}, jf. inkassoforskriften § 1-2.`,
    lowerText: `Du oppfordres til å betale kravet innen fristen {{deadline}}. Har du innsigelser, gi beskjed innen samme frist til {{creditor.name}} på {{creditor.email}}, {{creditor.phone}} eller adressen øverst i brevet. Betalingen er rettidig når betalingsoppdraget er kommet frem til banken innen fristen (inkassoloven § 10 jf. § 9 andre ledd).`,
    generalDocument: "if-not-paid-demand",
  },
  "enforcement-notice": {
    name: "Varsel om tvangsfullbyrdelse",
    title: "Varsel om tvangsfullbyrdelse (tvangsfullbyrdelsesloven § 4-18)",
    upperText: `${PARTIES}

Kravet gjelder {{claim.description}}. {{case.history}}`,
    lowerText: `Vi krever at kravet betales. ${PAY}

Dette brevet er varsel etter tvangsfullbyrdelsesloven § 4-18. Blir kravet ikke betalt innen fristen, vil {{creditor.name}} begjære utlegg hos namsmannen. Er kravet ikke bestridt, kan namsmannen ta utlegg uten at det først er avsagt dom (tvangsfullbyrdelsesloven § 7-2 bokstav f). {{enforcement.means}} Kostnadene ved begjæringen, herunder rettsgebyr, vil bli krevd dekket av deg.

${OBJECT_4_18} Er beløpet allerede betalt, kan du se bort fra dette brevet.`,
  },
  // the lease and its premises from the creditor's record on the case, the avoidance sentence as politiet.no words
  // it (tvfbl. § 13-2 (3) a; issue 18 #9, letters-legal-review § 2.6); the figures once, as the § 4-18 notice
  "enforcement-notice-rent": {
    name: "Varsel om utlegg og fravikelse (husleie)",
    title: "Varsel om tvangsfullbyrdelse og fravikelse (tvangsfullbyrdelsesloven § 4-18)",
    upperText: `${PARTIES}

Kravet gjelder ubetalt husleie for {{lease.premises}} ({{claim.description}}). {{case.history}}`,
    lowerText: `Vi krever at leien betales. ${PAY}

Dette brevet er varsel etter tvangsfullbyrdelsesloven § 4-18. {{lease.clause}} Blir kravet ikke betalt innen fristen, vil utleier begjære fravikelse (utkastelse) av leieobjektet {{lease.premises}} hos namsmannen etter tvangsfullbyrdelsesloven § 13-2 tredje ledd bokstav a, og utlegg for kravet. Fravikelsen kan unngås dersom leien med renter, utenrettslige inndrivingskostnader, sakskostnader og forfalt leie frem til betalingstidspunktet blir betalt før fullbyrdelsen gjennomføres (tvangsfullbyrdelsesloven § 13-2 tredje ledd bokstav a). Kostnadene, herunder rettsgebyr, vil bli krevd dekket av deg.

${OBJECT_4_18} Er beløpet allerede betalt, kan du se bort fra dette brevet.`,
  },
  "conciliation-claim": {
    name: "Forliksklage",
    title: "Forliksklage",
    upperText: `Til {{court.name}}

Klager: {{creditor.name}}, org.nr. {{creditor.orgNumber}}
Innklaget: {{debtor.name}}, {{debtor.address}}
Vår referanse: sak {{case.number}}

Saken gjelder krav på betaling for {{claim.description}}.`,
    lowerText: `{{case.history}}

Påstand: {{debtor.name}} dømmes til å betale {{creditor.name}} {{amounts.principal}} med tillegg av forsinkelsesrente ({{interest.rate}} per år) fra {{interest.from}} til betaling skjer, samt sakens omkostninger.

Klager ber om at forliksrådet avsier dom i samsvar med påstanden, eventuelt fraværsdom dersom innklagede ikke svarer eller møter.`,
  },
  "enforcement-petition": {
    name: "Begjæring om utlegg",
    title: "Begjæring om utlegg",
    upperText: `Til {{court.name}}

Saksøker: {{creditor.name}}, org.nr. {{creditor.orgNumber}}
Saksøkte: {{debtor.name}}, {{debtor.address}}
Vår referanse: sak {{case.number}}

Kravet gjelder {{claim.description}}. Kravets enkelte deler står i tabellen nedenfor.`,
    lowerText: `{{petition.grounds}}

Saksøker begjærer utlegg for kravet med tillegg av forsinkelsesrente ({{interest.rate}} per år fra {{interest.from}}) til betaling skjer, og omkostningene ved begjæringen.`,
  },
  "bankruptcy-notice": {
    name: "Konkursvarsel",
    title: "Betalingsoppfordring med varsel om konkurs (konkursloven § 63)",
    upperText: `${PARTIES}

Kravet gjelder {{claim.description}}. {{case.history}}

${AMOUNTS}

${RATE}`,
    // served, not posted (issue 18 #1): the deadline runs from the service, so no date is printed for it
    lowerText: `{{creditor.name}} krever at kravet betales innen {{deadline}}. ${PAY}

Blir kravet ikke betalt innen fristen, kan {{creditor.name}} begjære {{debtor.name}} konkurs. Kommer begjæringen inn til tingretten innen to uker etter fristens utløp, skal skyldneren anses insolvent, jf. konkursloven § 63, med mindre det godtgjøres at skyldneren er solvent. Kostnadene ved konkursbehandlingen vil bli krevd dekket.`,
  },
  "bankruptcy-petition": {
    name: "Konkursbegjæring",
    title: "Konkursbegjæring",
    upperText: `Til {{court.name}}

Begjærer: {{creditor.name}}, org.nr. {{creditor.orgNumber}}
Skyldner: {{debtor.name}}, {{debtor.address}}
Vår referanse: sak {{case.number}}

Begjærer har et forfalt krav på skyldneren for {{claim.description}}.

${AMOUNTS}`,
    // «forkynt» with the service date only when a service is recorded (issue 18 #1; letter-history.ts)
    lowerText: `{{petition.grounds}}

Begjærer ber om at det åpnes konkurs hos skyldneren. Begjærer stiller den sikkerhet retten fastsetter for boets omkostninger.`,
  },
  eviction: {
    name: "Begjæring om fravikelse",
    title: "Begjæring om fravikelse",
    // the premises and the lease from the creditor's record, not the debtor's address (issue 18 #9); the claim's
    // parts in the petition's table, as the utleggsbegjæring
    upperText: `Til {{court.name}}

Saksøker (utleier): {{creditor.name}}, org.nr. {{creditor.orgNumber}}
Saksøkte (leier): {{debtor.name}}, {{debtor.address}}
Leieobjekt: {{lease.premises}}
Vår referanse: sak {{case.number}}

Kravet gjelder ubetalt husleie ({{claim.description}}). Kravets enkelte deler står i tabellen nedenfor.`,
    lowerText: `Tvangsgrunnlag: tvangsfullbyrdelsesloven § 13-2 tredje ledd bokstav a. {{lease.clause}} Varsel etter § 4-18 er sendt, og fristen er utløpt uten betaling.

Saksøker begjærer fravikelse av leieobjektet {{lease.premises}}, og utlegg for skyldig leie med renter og omkostninger.`,
  },
} as const;

export const GENERAL_NO = {
  "if-not-paid-reminder": {
    name: "Hva skjer hvis du ikke betaler (purring)",
    text: "Blir kravet ikke betalt innen fristen, vil du motta et inkassovarsel, som kan medføre et nytt gebyr. Forsinkelsesrenter løper til kravet er betalt.",
  },
  "if-not-paid-notice": {
    name: "Hva skjer hvis du ikke betaler (inkassovarsel, inkassoloven § 9)",
    text: "Blir kravet ikke betalt innen fristen, vil inkasso bli iverksatt. Du vil da motta en betalingsoppfordring, og kravet kan øke med omkostninger etter inkassoforskriften i tillegg til forsinkelsesrenter. Betalingen regnes som rettidig dersom betalingsoppdraget er kommet frem til banken innen fristen.",
  },
  "if-not-paid-demand": {
    name: "Hva skjer hvis du ikke betaler (betalingsoppfordring, inkassoloven § 10)",
    text: "Blir kravet ikke betalt eller bestridt innen fristen, kan det føre til ytterligere kostnader for deg og til rettslig inndriving: begjæring om utlegg hos namsmannen eller forliksklage, med rettsgebyr og saksomkostninger i tillegg til renter som løper frem til betaling skjer.",
  },
  objections: { name: "Innsigelser", text: OBJECTIONS },
} as const;

/** A cover mail per letter: the letter is attached as PDF. */
const cover = (what: string, article: "en" | "et") => ({
  subject: `${what} fra {{creditor.name}} – sak {{case.number}}`,
  body: `Hei {{debtor.name}},

Vedlagt finner du ${article} ${what.toLowerCase()} fra {{creditor.name}} om {{claim.description}}.

Å betale: {{amounts.total}}
Frist: {{deadline}}
Betales til: {{accountNumber}} {{payment.reference}}

Brevet i vedlegget (PDF) har alle opplysningene om kravet. Har du spørsmål, kan du kontakte {{creditor.name}} på {{creditor.email}} eller {{creditor.phone}}.

Med vennlig hilsen
{{creditor.name}}`,
});

export const EMAILS_NO = {
  "payment-reminder": { name: "Betalingspåminnelse (e-post)", ...cover("Betalingspåminnelse", "en") },
  reminder: { name: "Purring (e-post)", ...cover("Purring", "en") },
  "debt-collection-notice": { name: "Inkassovarsel (e-post)", ...cover("Inkassovarsel", "et") },
  "payment-demand": { name: "Betalingsoppfordring (e-post)", ...cover("Betalingsoppfordring", "en") },
  "enforcement-notice": { name: "Varsel om tvangsfullbyrdelse (e-post)", ...cover("Varsel om tvangsfullbyrdelse", "et") },
  "bankruptcy-notice": { name: "Konkursvarsel (e-post)", ...cover("Konkursvarsel", "et") },
  "legal-copy": {
    name: "Kopi av rettslig begjæring (e-post)",
    subject: "Kopi av begjæring fra {{creditor.name}} – sak {{case.number}}",
    body: `Hei {{debtor.name}},

Kravet fra {{creditor.name}} om {{claim.description}} er ikke betalt, og saken er nå sendt til {{court.name}}. Vedlagt finner du en kopi av begjæringen.

Du kan fortsatt betale {{amounts.total}} til kontonummer {{accountNumber}} {{payment.reference}}. Renter og omkostninger løper til kravet er betalt.

Med vennlig hilsen
{{creditor.name}}`,
  },
} as const;
