/** Server texts of the reminder processes (SPEC 3; docs/reminder-processes.md); registered when loaded. */

import { registerMessages } from "./messages";
export const no = {
  "reminderProcesses.accountFormat": "Skriv et kontonummer med fire sifre mellom 1000 og 8999.",
  "reminderProcesses.notInSystem": "Konto {account} finnes ikke i {system}. Velg en konto fra listen.",
  "reminderProcesses.nameTaken": "Du har allerede en purreprosess med dette navnet.",
  "reminderProcesses.tooMany": "Du kan ha høyst {max} purreprosesser.",
  "reminderProcesses.oneDefault": "Én purreprosess må være standard. Gjør en annen til standard i stedet.",
  "reminderProcesses.defaultInUse":
    "Standardprosessen kan ikke slettes mens du har andre. Gjør en annen til standard først.",
  "reminderProcesses.unknownTemplate": "Det finnes ingen brevmal med dette navnet for dette steget.",
  "reminderProcesses.notFound": "Fant ikke purreprosessen.",
};

export const en: Record<keyof typeof no, string> = {
  "reminderProcesses.accountFormat": "Enter a four-digit account number between 1000 and 8999.",
  "reminderProcesses.notInSystem": "Account {account} does not exist in {system}. Choose an account from the list.",
  "reminderProcesses.nameTaken": "You already have a reminder process with this name.",
  "reminderProcesses.tooMany": "You can have at most {max} reminder processes.",
  "reminderProcesses.oneDefault": "One reminder process must be the default. Make another one the default instead.",
  "reminderProcesses.defaultInUse":
    "The default process cannot be deleted while you have others. Make another one the default first.",
  "reminderProcesses.unknownTemplate": "There is no letter template of this name for this step.",
  "reminderProcesses.notFound": "The reminder process was not found.",
};

registerMessages({ no, en });
