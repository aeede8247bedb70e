// How a customer reaches us: the sidebar's help links and the privacy text of the terms name the same ones.
export const HELP_PHONE = "+47 22 00 00 00";
export const HELP_EMAIL = "hjelp@innfri.no";
