const DEFAULT_FAQ_ID = 'what-is';

/** The FAQ item to open: the requested one when it exists, otherwise the first item. */
export function activeFaqId(
  items: ReadonlyArray<{ id: string }>,
  requested: string | null | undefined = DEFAULT_FAQ_ID,
): string | null {
  if (requested && items.some((item) => item.id === requested)) return requested;
  return items[0]?.id ?? null;
}
