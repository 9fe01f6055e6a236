/** A sign and a decimal point are let through on purpose: customer-input.ts then says what is wrong rather than let a character vanish. */
export const AMOUNT_FORMAT = { thousandSeparator: ',', decimalSeparator: '.', allowNegative: true } as const;
