export function subscribeToWindowEvents(events: readonly string[], onChange: () => void): () => void {
  for (const event of events) window.addEventListener(event, onChange);
  return () => {
    for (const event of events) window.removeEventListener(event, onChange);
  };
}
