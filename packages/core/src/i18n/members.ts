/** Server texts of memberships and invitations (issue 8); registered in messages.ts when loaded (import it where its keys are named). */

import { registerMessages } from "./messages";
export const no = {
  "validation.grantExceedsOwn": "Du kan ikke gi rettigheter du ikke har selv.",
  "validation.orgNumberTaken":
    "Denne bedriften er allerede registrert i Innfri. Be eieren av kontoen om å invitere deg som bruker.",
  "invitations.accepted": "Invitasjonen er godtatt. Du har nå tilgang til {company}.",
  "invitations.declined": "Invitasjonen er avslått.",
  "invitations.cancelled": "Invitasjonen er trukket tilbake.",
  "mail.newMember.subject": "{inviter} har invitert deg til {company} i Innfri",
  "mail.newMember.body":
    "{inviter} har invitert deg som bruker av kontoen til {company} i Innfri. Klikk på lenken for å velge passord og aktivere brukeren. Lenken gjelder i 7 dager.",
  "mail.newMember.button": "Aktiver brukeren",
  "mail.joinInvitation.subject": "{inviter} har invitert deg til {company} i Innfri",
  "mail.joinInvitation.body":
    "{inviter} har invitert deg til å bli bruker av kontoen til {company} i Innfri. Du får tilgang først når du godtar invitasjonen: logg inn og godta den fra lenken, eller fra kontovelgeren i Innfri. Invitasjonen gjelder i 7 dager. Kjenner du ikke til invitasjonen, kan du avslå den eller se bort fra denne e-posten.",
  "mail.joinInvitation.button": "Se invitasjonen",
} as const satisfies Record<string, string>;

export const en: Record<keyof typeof no, string> = {
  "validation.grantExceedsOwn": "You cannot grant rights you do not hold yourself.",
  "validation.orgNumberTaken":
    "This company is already registered in Innfri. Ask the owner of its account to invite you as a user.",
  "invitations.accepted": "The invitation has been accepted. You now have access to {company}.",
  "invitations.declined": "The invitation has been declined.",
  "invitations.cancelled": "The invitation has been cancelled.",
  "mail.newMember.subject": "{inviter} has invited you to {company} at Innfri",
  "mail.newMember.body":
    "{inviter} has invited you as a user of the account of {company} at Innfri. Click the link to choose a password and activate your user. The link is valid for 7 days.",
  "mail.newMember.button": "Activate your user",
  "mail.joinInvitation.subject": "{inviter} has invited you to {company} at Innfri",
  "mail.joinInvitation.body":
    "{inviter} has invited you to become a user of the account of {company} at Innfri. You get access only once you accept: sign in and accept it from the link, or from the account switcher in Innfri. The invitation is valid for 7 days. If you do not recognise it, you can decline it or ignore this email.",
  "mail.joinInvitation.button": "View the invitation",
};

registerMessages({ no, en });
