/** For a key `map` does not hold yet (a Map keeps insertion order). */
export function setForgettingOldest<Key, Value>(map: Map<Key, Value>, key: Key, value: Value, capacity: number): void {
  if (map.size >= capacity) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
  map.set(key, value);
}
