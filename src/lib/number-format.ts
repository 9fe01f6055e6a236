/** Numbers as en-NG writes them, without Intl: a page's first Intl formatter loads locale data on the main thread, too dear for a thousands separator. */
export function formatNumber(value: number, fractionDigits = 0): string {
  const magnitude = roundHalfUp(Math.abs(value), fractionDigits);
  const [whole = '', fraction] = magnitude.toFixed(fractionDigits).split('.');
  const sign = value < 0 && magnitude !== 0 ? '-' : '';
  return `${sign}${groupThousands(whole)}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** A string of digits with commas between thousands: `1234567` → `1,234,567`. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Rounds half up on the number as it is written, as Intl does (1.005 → 1.01), where `toFixed` rounds its binary value (1.00499… → 1.00). Shifting through the decimal string keeps it exact. */
function roundHalfUp(magnitude: number, fractionDigits: number): number {
  const shifted = Number(`${magnitude}e${fractionDigits}`);
  return Number.isFinite(shifted) ? Math.round(shifted) / 10 ** fractionDigits : magnitude;
}
