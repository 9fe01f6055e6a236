/** en-NG without Intl: a page's first Intl formatter loads locale data on the main thread. */
export function formatNumber(value: number, fractionDigits = 0): string {
  const magnitude = roundHalfUp(Math.abs(value), fractionDigits);
  const [whole = '', fraction] = magnitude.toFixed(fractionDigits).split('.');
  const sign = value < 0 && magnitude !== 0 ? '-' : '';
  return `${sign}${groupThousands(whole)}${fraction === undefined ? '' : `.${fraction}`}`;
}

export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** As Intl does (1.005 → 1.01), where `toFixed` rounds the binary value (1.00499… → 1.00). */
function roundHalfUp(magnitude: number, fractionDigits: number): number {
  const shifted = Number(`${magnitude}e${fractionDigits}`);
  return Number.isFinite(shifted) ? Math.round(shifted) / 10 ** fractionDigits : magnitude;
}
