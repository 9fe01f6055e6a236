import * as v from 'valibot';
import { webStore } from '@/lib/web-storage';
import { orderSchema, type ServiceKind } from '../payment';

/** Kept for this tab across Back, reloads and duplicated tabs; checked against `schema`, never trusted. */

const draftOf = <T>(service: ServiceKind, schema: v.GenericSchema<unknown, T>) =>
  webStore<T | null>({
    area: 'sessionStorage',
    key: `helpa.paybills.draft.${service}`,
    schema: v.nullable(schema),
    empty: null,
  });

export const loadDraft = <T>(service: ServiceKind, schema: v.GenericSchema<unknown, T>): T | null =>
  draftOf(service, schema).read();

export const saveDraft = (service: ServiceKind, draft: unknown): void => draftOf(service, v.unknown()).write(draft);

export const forgetDraft = (service: ServiceKind): void => draftOf(service, v.unknown()).remove();

export const confirmationFields = {
  errors: v.record(v.string(), v.string()),
  order: v.nullable(orderSchema),
  edited: v.boolean(),
  again: v.optional(v.boolean(), false),
};
