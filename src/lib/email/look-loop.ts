/** Runs `look` (resolving to when to look next, in epoch ms) on wake-ups and on its own timer, never two at once. */
export function lookLoop(look: () => Promise<number>) {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function wake(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = (async () => {
      let nextLook: number;
      do {
        again = false;
        nextLook = await look();
      } while (again && !stopped);
      running = null;
      if (stopped) return;
      timer = setTimeout(wake, Math.max(0, nextLook - Date.now()));
      timer.unref();
    })();
  }

  return {
    wake,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    get stopped() {
      return stopped;
    },
  };
}
