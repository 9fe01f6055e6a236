/** Adds a key that `map` does not hold yet, first forgetting its oldest entry (a Map keeps insertion order) when it already holds `capacity`. */
export function setForgettingOldest<Key, Value>(map: Map<Key, Value>, key: Key, value: Value, capacity: number): void {
  if (map.size >= capacity) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
  map.set(key, value);
}
