/**
 * Wraps a loader (a dynamic import) so that it runs once and every caller shares its promise; a load that
 * failed (the visitor went offline) is forgotten, so the next call fetches again instead of failing forever.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
