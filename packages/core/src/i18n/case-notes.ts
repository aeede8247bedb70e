import { registerMessages } from "./messages";
/** Server texts of a case's notes and uploaded documents (issue 11); registered in messages.ts when loaded (import it where its keys are named). */
export const no = {
  "caseNotes.created": "Notatet er lagret.",
  "caseNotes.updated": "Notatet er endret.",
  "caseNotes.deleted": "Notatet er slettet.",
  "caseNotes.tooLong": "Et notat kan ha høyst {max} tegn.",
  "caseUploads.uploaded": "Dokumentet er lastet opp.",
  "caseUploads.notPdf": "Bare PDF-filer kan lastes opp.",
  "caseUploads.tooLarge": "Filen er større enn {max} MB. Komprimer PDF-en og prøv igjen.",
};

export const en: Record<keyof typeof no, string> = {
  "caseNotes.created": "The note is saved.",
  "caseNotes.updated": "The note is changed.",
  "caseNotes.deleted": "The note is deleted.",
  "caseNotes.tooLong": "A note can have at most {max} characters.",
  "caseUploads.uploaded": "The document is uploaded.",
  "caseUploads.notPdf": "Only PDF files can be uploaded.",
  "caseUploads.tooLarge": "The file is larger than {max} MB. Compress the PDF and try again.",
};

registerMessages({ no, en });
