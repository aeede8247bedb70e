/** Server texts of the accounting integrations (issue 22; docs/accounting.md); registered when loaded. */

import { registerMessages } from "./messages";
export const no = {
  "integrations.unavailable": "Regnskapssystemet svarer ikke akkurat nå. Prøv igjen om litt.",
  "integrations.stateInvalid": "Tilkoblingen er utløpt eller allerede brukt. Start tilkoblingen på nytt.",
  "integrations.tokenRefused": "Regnskapssystemet godtok ikke nøkkelen. Sjekk den og prøv igjen.",
  "integrations.refused": "Regnskapssystemet godtar ikke tilkoblingen lenger. Koble til på nytt.",
  "integrations.notConnected": "Regnskapssystemet er ikke tilkoblet.",
  "integrations.notChosen": "Dette regnskapssystemet er ikke valgt som integrasjon.",
  "integrations.notOffered": "Dette regnskapssystemet tilbys ikke.",
  "integrations.companyUnknown": "Velg et av selskapene brukeren har tilgang til.",
  "integrations.notChoosing": "Det er ikke noe selskap å velge nå.",
  "integrations.oauthOnly": "Dette systemet kobles til med innlogging hos systemet.",
  "integrations.tokenOnly": "Dette systemet kobles til med nøkler.",
  "integrations.rateLimited": "Regnskapssystemet ber oss vente. Synkroniseringen fortsetter av seg selv.",
  "integrations.malformed": "Regnskapssystemet svarte noe vi ikke kunne lese.",
  "integrations.rowWithoutId": "Raden har ingen id i regnskapssystemet og ble ikke importert.",
  "integrations.rejected": "Regnskapssystemet avviste posteringen: {detail}",
  "integrations.totalTooLarge": "Synkroniseringen ville ført reskontroen over den høyeste summen vi fører.",
  "integrations.writeBackNotFailed": "Bare en postering som feilet kan prøves igjen.",
  "integrations.voucherNotWrittenOff": "Fakturaen er ikke avskrevet i reskontroen.",
  "integrations.voucherNotFromSystem": "Fakturaen kom ikke fra regnskapssystemet.",
  "integrations.syncNotFound": "Fant ikke synkroniseringen.",
  "integrations.fields.employeeToken": "Ansattnøkkel",
};

export const en: Record<keyof typeof no, string> = {
  "integrations.unavailable": "The accounting system is not answering right now. Try again in a moment.",
  "integrations.stateInvalid": "The connection has expired or was used already. Start connecting again.",
  "integrations.tokenRefused": "The accounting system did not accept the token. Check it and try again.",
  "integrations.refused": "The accounting system no longer accepts the connection. Connect again.",
  "integrations.notConnected": "The accounting system is not connected.",
  "integrations.notChosen": "This accounting system is not the chosen integration.",
  "integrations.notOffered": "This accounting system is not offered.",
  "integrations.companyUnknown": "Choose one of the companies the user can reach.",
  "integrations.notChoosing": "There is no company to choose now.",
  "integrations.oauthOnly": "This system is connected by signing in with it.",
  "integrations.tokenOnly": "This system is connected with tokens.",
  "integrations.rateLimited": "The accounting system asks us to wait. The sync goes on by itself.",
  "integrations.malformed": "The accounting system answered something we could not read.",
  "integrations.rowWithoutId": "The row has no id in the accounting system and was not imported.",
  "integrations.rejected": "The accounting system refused the entry: {detail}",
  "integrations.totalTooLarge": "The sync would take the ledger past the largest total we keep.",
  "integrations.writeBackNotFailed": "Only an entry that failed can be tried again.",
  "integrations.voucherNotWrittenOff": "The invoice is not written off in the ledger.",
  "integrations.voucherNotFromSystem": "The invoice did not come from the accounting system.",
  "integrations.syncNotFound": "The sync was not found.",
  "integrations.fields.employeeToken": "Employee token",
};

registerMessages({ no, en });
