/**
 * The geometry of a letter on A4 (docs/letters.md "Layout"), in PDF points. The address field is the left window
 * of a C5/C4 window envelope as DIN 5008 form B places it (20 mm from the left edge, 45 mm from the top, 85 × 45
 * mm), which the Norwegian print partners' C5 "vindu venstre" envelopes take; the return address sits in its top
 * 5 mm, the recipient below it.
 */
export const MM = 72 / 25.4;
export const A4 = { width: 595.28, height: 841.89 } as const;

export const MARGIN = { left: 20 * MM, right: 20 * MM, top: 15 * MM, bottom: 22 * MM } as const;
export const CONTENT_WIDTH = A4.width - MARGIN.left - MARGIN.right;

export const LOGO = { x: 20 * MM, y: 12 * MM, width: 60 * MM, height: 22 * MM } as const;
export const SENDER = { x: 120 * MM, y: 12 * MM, width: 70 * MM } as const;
export const WINDOW = { x: 20 * MM, y: 45 * MM, width: 85 * MM, height: 45 * MM, returnHeight: 5 * MM } as const;
export const INFO = { x: 120 * MM, y: 50 * MM, width: 70 * MM } as const;
/** Where the letter's body starts on its first page: below the window. */
export const BODY_TOP = 100 * MM;
/** The footer's top edge; the body never writes below it. */
export const FOOTER_TOP = A4.height - 17 * MM;
export const BODY_BOTTOM = FOOTER_TOP - 4 * MM;

export const FONT = { regular: "Helvetica", bold: "Helvetica-Bold" } as const;
export const SIZE = { small: 7, footer: 7.5, info: 8.5, body: 10, heading: 11, title: 14 } as const;
export const COLOR = { text: "#1a1a1a", muted: "#555555", rule: "#999999", shade: "#f0f0f0" } as const;
