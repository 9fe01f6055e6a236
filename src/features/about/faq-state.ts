const DEFAULT_FAQ_ID = 'what-is';

export function activeFaqId(
  items: ReadonlyArray<{ id: string }>,
  requested: string | null | undefined = DEFAULT_FAQ_ID,
): string | null {
  if (requested && items.some((item) => item.id === requested)) return requested;
  return items[0]?.id ?? null;
}
