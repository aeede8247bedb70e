/** Øre as the no-NO amount users read in messages: "1 234,50 kr" (DESIGN 4; the web's formatMoney is the same). */
const money = new Intl.NumberFormat("no-NO", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const formatNok = (ore: number) => `${money.format(ore / 100)}\u00a0kr`;
