/**
 * The texts the server puts in responses and mails, in Norwegian (default) and English. Validation schemas
 * carry these keys as their messages; the API translates them for the caller's language, and the web app
 * loads the same catalogue (i18n/all.ts), so a message is written once.
 *
 * Per context (cold start, docs/architecture.md): this file holds the texts every function needs (validation,
 * auth, errors, mails of accounts). A context's texts live in `i18n/<context>.ts`, which registers them here when
 * it is loaded (`registerMessages`), and every module that names one of its keys imports it (i18n/registry.test.ts
 * checks that), so a Lambda function bundles the catalogues of the contexts its routes use and no other.
 * `MessageKey` stays the union of every catalogue's keys: the imports below are types only.
 */
import type * as activity from "./activity";
import type * as caseDocuments from "./case-documents";
import type * as caseLease from "./case-lease";
import type * as casePause from "./case-pause";
import type * as caseNotes from "./case-notes";
import type * as caseMerge from "./case-merge";
import type * as casePayments from "./case-payments";
import type * as caseSettlement from "./case-settlement";
import type * as cases from "./cases";
import type * as entitlements from "./entitlements";
import type * as imports from "./imports";
import type * as interest from "./interest";
import type * as invoices from "./invoices";
import type * as billingRun from "./billing-run";
import type * as law from "./law";
import type * as plans from "./plans";
import type * as ledger from "./ledger";
import type * as members from "./members";
import type * as procedures from "./procedures";
import type * as offers from "./offers";
import type * as resources from "./resources";
import type * as steps from "./steps";
import type * as purchases from "./purchases";
import type * as notifications from "./notifications";
import type * as companyRegister from "./company-register";
import type * as integrations from "./integrations";
import type * as creditCheck from "./credit-check";
import type * as reminderProcesses from "./reminder-processes";

export type Language = "no" | "en";
export const LANGUAGES: Language[] = ["no", "en"];

const base = {
  "validation.invalid": "Opplysningene er ugyldige.",
  "validation.required": "Dette feltet er obligatorisk.",
  "validation.email": "Skriv inn en gyldig e-postadresse.",
  "validation.passwordMin": "Passordet må ha minst 10 tegn.",
  "validation.passwordNumber": "Passordet må inneholde minst ett tall.",
  "validation.passwordSpecial": "Passordet må inneholde minst ett spesialtegn.",
  "validation.passwordUpper": "Passordet må inneholde minst én stor bokstav.",
  "validation.passwordLower": "Passordet må inneholde minst én liten bokstav.",
  "validation.passwordConfirmation": "Passordene er ikke like.",
  "validation.acceptTerms": "Du må godta vilkårene for å registrere deg.",
  "validation.phone": "Skriv inn et gyldig telefonnummer.",
  "validation.code": "Skriv inn den sekssifrede koden.",
  "validation.tooLong": "Teksten er for lang.",
  "validation.pageMax": "Siden finnes ikke. Bruk søk eller filtre for å finne det du leter etter (høyst side 1000).",
  "validation.malformed": "Forespørselen kunne ikke leses.",
  "validation.number": "Skriv inn et tall.",
  "validation.oneOf": "Ugyldig verdi.",
  "validation.orgNumber": "Skriv inn et gyldig organisasjonsnummer (9 siffer).",
  "validation.kid": "Skriv inn et gyldig KID-nummer (4–25 siffer med kontrollsiffer).",
  "validation.nationalId": "Skriv inn et gyldig fødselsnummer eller D-nummer (11 siffer).",
  "validation.accountNumber": "Skriv inn et gyldig kontonummer (11 siffer) eller IBAN.",
  "validation.iban": "Ugyldig IBAN.",
  "validation.ibanTaken": "IBAN er allerede i bruk.",
  "validation.postcode": "Skriv inn et gyldig postnummer (4 siffer).",
  "validation.country": "Skriv inn en landkode med to bokstaver (ISO 3166), for eksempel NO eller SE.",
  "validation.currency": "Skriv inn en gyldig valutakode (ikke NOK).",
  "validation.date": "Skriv inn en gyldig dato (DD.MM.ÅÅÅÅ).",
  "validation.useAccountNumberUpdate": "Kontonummeret endres gjennom en bekreftelse på e-post.",
  "validation.ownerRoleExists": "Eierrollen finnes allerede.",
  "validation.ownerUnchangeable": "Eieren kan ikke slettes eller endres.",
  "validation.permissionUnknown": "Rettigheten finnes ikke for denne kontoen.",
  "validation.emailTaken": "E-postadressen er allerede i bruk.",
  "validation.fileTooLarge": "Filen er for stor (maks 2 MB). Komprimer den og prøv igjen.",
  "validation.imageType": "Bare bilder av typen PNG, JPG, GIF, WebP eller SVG.",
  "validation.linkInvalid": "Lenken er ugyldig eller utløpt.",
  "validation.alreadyMember": "Brukeren har allerede tilgang til denne kontoen.",
  "customers.deletionRequested": "Kontoen slettes om 7 dager. Du kan angre frem til da.",
  "customers.restored": "Kontoen er gjenopprettet.",
  "customers.forceDeleted": "Kontoen er slettet for godt.",
  "customers.logoDeleted": "Logoen er fjernet.",
  "customers.userRemoved": "Brukeren er fjernet fra kontoen.",
  "customers.invitationSent": "Invitasjonen er sendt.",
  "customers.permissionDeleted": "Rettigheten er slettet.",
  "customers.permissionInUse": "Rettigheten er i bruk av en bruker og kan ikke slettes.",
  "customers.accountNumberUpdateSent": "Vi har sendt en e-post for å bekrefte det nye kontonummeret.",
  "users.deletionRequested": "Brukeren slettes om 7 dager. Du kan angre frem til da.",
  "users.restored": "Brukeren er gjenopprettet.",
  "users.forceDeleted": "Brukeren er slettet for godt.",
  "users.emailChanged": "E-postadressen er endret.",
  "users.notInvitable": "Brukeren har allerede aktivert kontoen.",
  "csv.firstName": "Fornavn",
  "csv.lastName": "Etternavn",
  "csv.email": "E-post",
  "csv.phone": "Telefon",
  "csv.type": "Brukertype",
  "csv.createdAt": "Opprettet",
  "userType.user": "Kundebruker",
  "userType.admin": "Administrator",
  "userType.superadmin": "Superadministrator",
  "userType.sales": "Salg",
  "mail.invitation.subject": "Du er invitert til Innfri",
  "mail.invitation.body":
    "Du er lagt til som bruker av en konto hos Innfri. Klikk på lenken for å velge passord og aktivere brukeren. Lenken gjelder i 7 dager.",
  "mail.invitation.button": "Aktiver brukeren",
  "mail.emailChange.subject": "Bekreft ny e-postadresse hos Innfri",
  "mail.emailChange.body":
    "Du har bedt om å bruke denne adressen for brukeren din hos Innfri. Klikk på lenken for å bekrefte. Lenken gjelder i 48 timer.",
  "mail.emailChange.button": "Bekreft e-postadressen",
  "mail.accountNumber.subject": "Bekreft nytt kontonummer hos Innfri",
  "mail.accountNumber.body":
    "Det er bedt om å endre kontonummeret for kontoen deres hos Innfri. Klikk på lenken for å bekrefte endringen. Lenken gjelder i 48 timer. Har dere ikke bedt om dette, kan dere se bort fra e-posten.",
  "mail.accountNumber.button": "Bekreft kontonummeret",
  "auth.wrongCredentials": "Feil brukernavn eller passord.",
  "auth.notActivated": "Kontoen er ikke aktivert ennå. Følg lenken i e-posten vi sendte deg.",
  "auth.throttled": "For mange mislykkede innlogginger. Prøv igjen om {minutes} minutter.",
  "auth.unauthenticated": "Du er ikke innlogget.",
  "auth.sessionExpired": "Økten er utløpt. Logg inn på nytt.",
  "auth.emailTaken": "Det finnes allerede en bruker med denne e-postadressen.",
  "auth.registered": "Takk for registreringen! Vi har sendt en e-post med en lenke for å aktivere kontoen.",
  "auth.activated": "Kontoen er aktivert. Du kan nå logge inn.",
  "auth.activationInvalid": "Aktiveringslenken er ugyldig eller utløpt.",
  "auth.loggedOut": "Du er logget ut.",
  "auth.passwordChanged": "Passordet er endret.",
  "auth.currentPasswordWrong": "Nåværende passord er feil.",
  "auth.resetRequested":
    "Hvis adressen er registrert hos oss, har vi sendt en e-post med en lenke for å lage nytt passord.",
  "auth.resetInvalid": "Lenken for å lage nytt passord er ugyldig eller utløpt.",
  "auth.passwordReset": "Passordet er endret. Du kan nå logge inn.",
  "auth.twoFactorInvalid": "Koden er feil eller utløpt.",
  "auth.twoFactorAlreadyEnabled": "Tofaktorinnlogging er allerede slått på.",
  "auth.twoFactorNotEnabled": "Tofaktorinnlogging er ikke slått på.",
  "errors.forbidden": "Du har ikke tilgang til dette.",
  "errors.notFound": "Fant ikke det du lette etter.",
  "errors.routeNotFound": "Adressen finnes ikke i API-et.",
  "errors.internal": "Noe gikk galt hos oss. Prøv igjen senere.",
  "errors.conflict": "Endringen kolliderte med en annen endring. Prøv igjen.",
  "mail.throttled": "Denne e-posten er allerede sendt flere ganger til adressen den siste timen. Prøv igjen om {minutes} minutter.",
  "mail.senderThrottled": "Du har bedt om mange e-poster den siste timen. Prøv igjen om {minutes} minutter.",
  "errors.busy": "Mange endringer skjer samtidig akkurat nå, så endringen ble ikke lagret. Prøv igjen om et øyeblikk.",
  "errors.methodNotAllowed": "Metoden er ikke tillatt.",
  "customers.gdprAccepted": "Vilkårene er godtatt.",
  "mail.greeting": "Hei {name},",
  "mail.signature": "Vennlig hilsen\nInnfri",
  "mail.activation.subject": "Aktiver kontoen din hos Innfri",
  "mail.activation.body":
    "Takk for at du registrerte deg hos Innfri. Klikk på lenken for å aktivere kontoen din. Lenken gjelder i 7 dager.",
  "mail.activation.button": "Aktiver kontoen",
  "mail.reset.subject": "Lag nytt passord hos Innfri",
  "mail.reset.body":
    "Vi har fått en forespørsel om å lage nytt passord for kontoen din. Lenken gjelder i 60 minutter. Har du ikke bedt om dette, kan du se bort fra e-posten.",
  "mail.reset.button": "Lag nytt passord",
  // named by shared modules (util/money.ts, resource/fields.ts), so in the base every function has
  "validation.amountTooLarge": "Beløpet er for stort (høyst 10 000 000 000 kr).",
  "validation.slug": "Bruk små bokstaver, tall og bindestrek (for eksempel «purring-2»).",
  "validation.outOfRange": "Tallet er utenfor det tillatte området.",
  "validation.municipalityNumber": "Skriv inn et gyldig kommunenummer (4 siffer).",
};

type BaseKey = keyof typeof base;

/** Every server message key, of every context (types only: a catalogue's texts load with its context). */
export type MessageKey =
  | BaseKey
  | keyof typeof ledger.no
  | keyof typeof imports.no
  | keyof typeof interest.no
  | keyof typeof members.no
  | keyof typeof resources.no
  | keyof typeof offers.no
  | keyof typeof activity.no
  | keyof typeof procedures.no
  | keyof typeof law.no
  | keyof typeof cases.no
  | keyof typeof steps.no
  | keyof typeof caseDocuments.no
  | keyof typeof caseLease.no
  | keyof typeof casePause.no
  | keyof typeof caseNotes.no
  | keyof typeof caseMerge.no
  | keyof typeof casePayments.no
  | keyof typeof purchases.no
  | keyof typeof caseSettlement.no
  | keyof typeof plans.no
  | keyof typeof invoices.no
  | keyof typeof entitlements.no
  | keyof typeof billingRun.no
  | keyof typeof notifications.no
  | keyof typeof companyRegister.no
  | keyof typeof integrations.no
  | keyof typeof creditCheck.no
  | keyof typeof reminderProcesses.no;

const baseEn: Record<BaseKey, string> = {
  "validation.invalid": "The given data was invalid.",
  "validation.required": "Please type something",
  "validation.email": "Please enter a valid email address.",
  "validation.passwordMin": "The password must be at least 10 characters.",
  "validation.passwordNumber": "The password must contain at least one number.",
  "validation.passwordSpecial": "The password must contain at least one special character.",
  "validation.passwordUpper": "The password must contain at least one upper case letter.",
  "validation.passwordLower": "The password must contain at least one lower case letter.",
  "validation.passwordConfirmation": "The passwords do not match.",
  "validation.acceptTerms": "You must accept the terms to register.",
  "validation.phone": "Please enter a valid phone number.",
  "validation.code": "Enter the six-digit code.",
  "validation.tooLong": "The text is too long.",
  "validation.pageMax":
    "There is no such page. Use search or filters to find what you are looking for (at most page 1000).",
  "validation.malformed": "The request could not be read.",
  "validation.number": "Please enter a number.",
  "validation.oneOf": "Invalid value.",
  "validation.orgNumber": "Please enter a valid organisation number (9 digits).",
  "validation.kid": "Please enter a valid KID number (4–25 digits with a check digit).",
  "validation.nationalId": "Please enter a valid national identity number or D-number (11 digits).",
  "validation.accountNumber": "Please enter a valid account number (11 digits) or IBAN.",
  "validation.iban": "Invalid IBAN",
  "validation.ibanTaken": "Duplicate IBAN",
  "validation.postcode": "Please enter a valid postcode (4 digits).",
  "validation.country": "Enter a two-letter country code (ISO 3166), for example NO or SE.",
  "validation.currency": "Please enter a valid currency code (not NOK).",
  "validation.date": "Please enter a valid date (DD.MM.YYYY).",
  "validation.useAccountNumberUpdate": "Use the account number update: the change is confirmed by email.",
  "validation.ownerRoleExists": "Owner role already exists",
  "validation.ownerUnchangeable": "Owner cannot be deleted or changed",
  "validation.permissionUnknown": "This permission does not exist for this account.",
  "validation.emailTaken": "The email address is already in use.",
  "validation.fileTooLarge": "The file is too large (max 2 MB). Compress it and try again.",
  "validation.imageType": "Only PNG, JPG, GIF, WebP or SVG images.",
  "validation.linkInvalid": "The link is invalid or has expired.",
  "validation.alreadyMember": "The user already has access to this account.",
  "customers.deletionRequested": "The account will be deleted in 7 days. You can cancel until then.",
  "customers.restored": "The account has been restored.",
  "customers.forceDeleted": "The account has been deleted for good.",
  "customers.logoDeleted": "The logo has been removed.",
  "customers.userRemoved": "The user has been removed from the account.",
  "customers.invitationSent": "The invitation has been sent.",
  "customers.permissionDeleted": "The permission has been deleted.",
  "customers.permissionInUse": "The permission is held by a user and cannot be deleted.",
  "customers.accountNumberUpdateSent": "We have sent an email to confirm the new account number.",
  "users.deletionRequested": "The user will be deleted in 7 days. You can cancel until then.",
  "users.restored": "The user has been restored.",
  "users.forceDeleted": "The user has been deleted for good.",
  "users.emailChanged": "The email address has been changed.",
  "users.notInvitable": "The user has already activated the account.",
  "csv.firstName": "First name",
  "csv.lastName": "Last name",
  "csv.email": "Email",
  "csv.phone": "Phone",
  "csv.type": "User type",
  "csv.createdAt": "Created",
  "userType.user": "Customer user",
  "userType.admin": "Administrator",
  "userType.superadmin": "Super administrator",
  "userType.sales": "Sales",
  "mail.invitation.subject": "You are invited to Innfri",
  "mail.invitation.body":
    "You have been added as a user of an account at Innfri. Click the link to choose a password and activate your user. The link is valid for 7 days.",
  "mail.invitation.button": "Activate your user",
  "mail.emailChange.subject": "Confirm your new email address at Innfri",
  "mail.emailChange.body":
    "You asked to use this address for your Innfri user. Click the link to confirm. The link is valid for 48 hours.",
  "mail.emailChange.button": "Confirm the email address",
  "mail.accountNumber.subject": "Confirm the new account number at Innfri",
  "mail.accountNumber.body":
    "A change of your account's bank account number at Innfri was requested. Click the link to confirm the change. The link is valid for 48 hours. If you did not ask for this, you can ignore this email.",
  "mail.accountNumber.button": "Confirm the account number",
  "auth.wrongCredentials": "Wrong username or password",
  "auth.notActivated": "The account is not activated yet. Follow the link in the email we sent you.",
  "auth.throttled": "Too many failed sign-ins. Try again in {minutes} minutes.",
  "auth.unauthenticated": "You are not signed in.",
  "auth.sessionExpired": "The session has expired. Please sign in again.",
  "auth.emailTaken": "A user with this email address already exists.",
  "auth.registered": "Thank you for registering! We have sent you an email with a link to activate the account.",
  "auth.activated": "The account is activated. You can now sign in.",
  "auth.activationInvalid": "The activation link is invalid or has expired.",
  "auth.loggedOut": "You are signed out.",
  "auth.passwordChanged": "The password has been changed.",
  "auth.currentPasswordWrong": "The current password is wrong.",
  "auth.resetRequested":
    "If the address is registered with us, we have sent an email with a link to set a new password.",
  "auth.resetInvalid": "The link to set a new password is invalid or has expired.",
  "auth.passwordReset": "The password has been changed. You can now sign in.",
  "auth.twoFactorInvalid": "The code is wrong or has expired.",
  "auth.twoFactorAlreadyEnabled": "Two-factor sign-in is already on.",
  "auth.twoFactorNotEnabled": "Two-factor sign-in is not on.",
  "errors.forbidden": "You do not have access to this.",
  "errors.notFound": "We could not find what you were looking for.",
  "errors.routeNotFound": "This address does not exist in the API.",
  "errors.internal": "Something went wrong on our side. Please try again later.",
  "errors.conflict": "The change collided with another change. Please try again.",
  "mail.throttled": "This email has already been sent to the address several times in the last hour. Please try again in {minutes} minutes.",
  "mail.senderThrottled": "You have asked for many emails in the last hour. Please try again in {minutes} minutes.",
  "errors.busy": "Many changes are happening at once right now, so this change was not saved. Please try again in a moment.",
  "errors.methodNotAllowed": "The method is not allowed.",
  "customers.gdprAccepted": "The terms are accepted.",
  "mail.greeting": "Hi {name},",
  "mail.signature": "Kind regards\nInnfri",
  "mail.activation.subject": "Activate your Innfri account",
  "mail.activation.body":
    "Thank you for registering with Innfri. Click the link to activate your account. The link is valid for 7 days.",
  "mail.activation.button": "Activate the account",
  "mail.reset.subject": "Set a new password at Innfri",
  "mail.reset.body":
    "We received a request to set a new password for your account. The link is valid for 60 minutes. If you did not ask for this, you can ignore this email.",
  "mail.reset.button": "Set a new password",
  // named by shared modules (util/money.ts, resource/fields.ts), so in the base every function has
  "validation.amountTooLarge": "The amount is too large (at most NOK 10,000,000,000).",
  "validation.slug": "Use lower-case letters, digits and hyphens (for example “reminder-2”).",
  "validation.outOfRange": "The number is outside the allowed range.",
  "validation.municipalityNumber": "Enter a valid municipality number (4 digits).",
};

/**
 * The texts loaded so far: the base, and each context catalogue registered by its module. Complete only where
 * every catalogue is loaded (i18n/all.ts: the web app, tests); a function reads the keys of its own contexts.
 */
export const messages = { no: { ...base }, en: { ...baseEn } } as Record<Language, Record<MessageKey, string>>;

/** Adds a context's catalogue (called once by `i18n/<context>.ts` when it loads). */
export function registerMessages(catalogue: { no: Record<string, string>; en: Record<string, string> }): void {
  Object.assign(messages.no, catalogue.no);
  Object.assign(messages.en, catalogue.en);
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(messages.no, key);
}

/** Translates a key (unknown keys pass through as they are), filling `{name}` placeholders. */
export function t(lang: Language, key: string, params: Record<string, string | number> = {}): string {
  const text = isMessageKey(key) ? messages[lang][key] : key;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

/** `Accept-Language: en-GB,en;q=0.9` → "en"; anything not English is Norwegian. */
export function languageFrom(header: string | null | undefined): Language {
  const first = (header ?? "").split(",")[0]?.trim().toLowerCase() ?? "";
  return first.startsWith("en") ? "en" : "no";
}
