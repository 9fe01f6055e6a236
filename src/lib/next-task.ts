/**
 * Resolves in a new task of the event loop, so what follows does not lengthen the task that is running
 * (a long task delays the visitor's taps). A message on a channel, as React's scheduler yields: unlike
 * `setTimeout`, it is not held back to once a second in a background tab.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
