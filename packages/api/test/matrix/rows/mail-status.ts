import "@innfri/core/cases/letter-hooks"; // the letters rendered or moved here report to their cases, as in the deployed functions
/**
 * Rows of mail status (issue 12): sending a letter by post. Each cell gets a case of its own with one letter sent
 * by e-mail only, as the render job leaves it (a second post of one letter is refused, so cells cannot share one).
 */
import { RenderLetter } from "@innfri/core/letters/letter-queue";
import { sampleLetter } from "@innfri/core/letters/pdf/sample-letter";
import { renderLetter } from "@innfri/core/letters/render-letter";
import { ulid } from "ulid";
import type { Row } from "../row";
import { caseOf, row } from "./cases";

export const MAIL_STATUS_ROWS: Row[] = [
  row("POST", "/cases/{id}/documents/{letterId}/post", async (owner, w) => {
    const k = await caseOf(owner, w);
    // letter ids are unique per customer (the print queue is keyed by them), as the step runner's ULIDs are
    const letterId = `brev-${ulid().slice(-12)}`;
    const payload = {
      customerId: w.customerId,
      caseId: k.id,
      letterId,
      channels: ["email"],
      email: { to: "matrix-post@example.no" },
      model: sampleLetter(),
    };
    await renderLetter(RenderLetter.parse(payload));
    return { path: `/cases/${k.id}/documents/${letterId}/post`, secrets: [k.debtorName] };
  }),
];
