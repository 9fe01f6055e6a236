/** VTpass request ids: 12 digits of Africa/Lagos YYYYMMDDHHmm, then a random alphanumeric suffix. */
const SUFFIX_LENGTH = 16;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Lagos has no daylight saving: no Intl formatter, whose first use loads locale data. */
const WAT_OFFSET_MS = 3_600_000;

export function lagosStamp(date: Date): string {
  return new Date(date.getTime() + WAT_OFFSET_MS).toISOString().slice(0, 16).replace(/\D/g, '');
}

function randomSuffix(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

export function makeRequestId(date: Date = new Date(), suffix: (length: number) => string = randomSuffix): string {
  return `${lagosStamp(date)}${suffix(SUFFIX_LENGTH)}`;
}
