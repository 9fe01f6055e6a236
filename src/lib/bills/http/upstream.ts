import 'server-only';

/** The real bills API's base URL (ending in /), from BILLS_API_URL read when the request is handled, so an operator sets it at start-up without a rebuild; null: the sandbox answers. */
export function billsApiUpstream(): URL | null {
  const configured = process.env.BILLS_API_URL?.trim();
  if (!configured) return null;
  try {
    const url = new URL(configured.replace(/\/?$/, '/'));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** Whether pay bills is talking to the sandbox (no real payments), which the page says out loud. */
export function isBillsSandbox(): boolean {
  return billsApiUpstream() === null;
}
