/** VTpass request ids: 12 digits of Africa/Lagos YYYYMMDDHHmm, then a random alphanumeric suffix. */

const SUFFIX_LENGTH = 16;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

// Made on first use, when the visitor pays: a page's first Intl formatter loads locale data (see lib/number-format).
let lagosParts: Intl.DateTimeFormat | undefined;

export function lagosStamp(date: Date): string {
  lagosParts ??= new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const parts = Object.fromEntries(lagosParts.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}${parts.month}${parts.day}${parts.hour}${parts.minute}`;
}

function randomSuffix(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

export function makeRequestId(date: Date = new Date(), suffix: (length: number) => string = randomSuffix): string {
  return `${lagosStamp(date)}${suffix(SUFFIX_LENGTH)}`;
}
