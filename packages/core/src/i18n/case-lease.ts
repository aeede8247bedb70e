/**
 * Server texts of the lease a rent case's fravikelse stands on (issue 18 #9, cases/operations/lease.ts); registered
 * in messages.ts when loaded (import it where its keys are named). Kept apart from the case-pause texts so that
 * what loads the lease's input schema does not load those (and the reverse).
 */

import { registerMessages } from "./messages";

export const no = {
  "caseLease.caseDone": "En avsluttet eller sammenslått sak kan ikke få registrert leieforhold.",
  "caseLease.notRent": "Leieforhold registreres bare på en husleiesak (kravene er husleie).",
  "caseLease.confirmClause":
    "Bekreft at det finnes en skriftlig leieavtale, signert av leieren, der leieren har vedtatt fravikelse hvis leien ikke betales.",
  "caseLease.noDocument": "Dokumentet finnes ikke blant sakens opplastede dokumenter.",
  "caseLease.recorded":
    "Leieforholdet i sak {caseNumber} er registrert. Varsel om fravikelse og begjæring om fravikelse kan nå sendes.",
};

export const en: Record<keyof typeof no, string> = {
  "caseLease.caseDone": "A closed or merged case cannot have a lease recorded.",
  "caseLease.notRent": "A lease is recorded only on a rent case (its claims are rent).",
  "caseLease.confirmClause":
    "Please confirm that there is a written lease, signed by the tenant, in which the tenant accepted eviction if the rent is not paid.",
  "caseLease.noDocument": "The document is not among the case's uploaded documents.",
  "caseLease.recorded":
    "The lease on case {caseNumber} has been recorded. The eviction notice and the petition for eviction can now be sent.",
};

registerMessages({ no, en });
