/** A look that runs again when woken, or at the time it returned: never two at once in this process. */
export type LookLoop = {
  /** Looks now (or right after the look under way), then again when that look says. */
  wake: () => void;
  /** Waits for the look under way, and looks no more. */
  stop: () => Promise<void>;
  readonly stopped: boolean;
};

/** Runs `look` (which resolves to when to look next, in epoch ms) on wake-ups and on its own timer. */
export function lookLoop(look: () => Promise<number>): LookLoop {
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
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    get stopped() {
      return stopped;
    },
  };
}
