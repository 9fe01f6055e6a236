/**
 * How an amount field groups what is typed (react-number-format's NumericFormat): thousands with
 * commas. A sign and a decimal point are let through on purpose: what is payable is decided by
 * customer-input.ts's whole-Naira rules, which say what is wrong (`750.50` has kobo) rather than let a
 * character vanish or the amount change under the payer.
 */
export const AMOUNT_FORMAT = { thousandSeparator: ',', decimalSeparator: '.', allowNegative: true } as const;
