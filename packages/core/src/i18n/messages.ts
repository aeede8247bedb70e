/**
 * The texts the server puts in responses and mails, in Norwegian (default) and English. Validation schemas
 * carry these keys as their messages; the API translates them for the caller's language, and the web app
 * loads the same catalogue, so a message is written once.
 */
export type Language = "no" | "en";
export const LANGUAGES: Language[] = ["no", "en"];

const no = {
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
  "validation.malformed": "Forespørselen kunne ikke leses.",
  "validation.number": "Skriv inn et tall.",
  "validation.oneOf": "Ugyldig verdi.",
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
};

export type MessageKey = keyof typeof no;

const en: Record<MessageKey, string> = {
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
  "validation.malformed": "The request could not be read.",
  "validation.number": "Please enter a number.",
  "validation.oneOf": "Invalid value.",
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
};

export const messages: Record<Language, Record<MessageKey, string>> = { no, en };

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(no, key);
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
