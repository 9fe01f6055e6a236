import * as v from 'valibot';
import type { ServiceKind } from './order';

/** A service's form, kept for this tab (sessionStorage) across Back, reloads and duplicated tabs; forgotten once delivered; checked against `schema`, never trusted. */

const key = (service: ServiceKind) => `helpa.paybills.draft.${service}`;

export function loadDraft<T>(service: ServiceKind, schema: v.GenericSchema<unknown, T>): T | null {
  try {
    const raw = window.sessionStorage.getItem(key(service));
    const parsed = raw ? v.safeParse(schema, JSON.parse(raw)) : null;
    return parsed?.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export function saveDraft(service: ServiceKind, draft: unknown): void {
  try {
    window.sessionStorage.setItem(key(service), JSON.stringify(draft));
  } catch {
    // Storage refused (private mode): the draft lives as long as the page.
  }
}

export function forgetDraft(service: ServiceKind): void {
  try {
    window.sessionStorage.removeItem(key(service));
  } catch {
    // Nothing was kept.
  }
}
