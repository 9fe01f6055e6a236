export function groupToken(token: string): string {
  return token.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

// Made on first use, after a payment: a page's first Intl formatter loads locale data (see lib/number-format).
let lagosDate: Intl.DateTimeFormat | undefined;

export function formatLagosDate(iso: string): string {
  const date = new Date(iso);
  lagosDate ??= new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', dateStyle: 'medium', timeStyle: 'short' });
  return Number.isNaN(date.getTime()) ? iso : `${lagosDate.format(date)} WAT`;
}
