export type FrontProxyOptions = {
  listen: string;
  upstreams: string[];
  stateDir: string;
  workers?: number | 'auto';
  /** The Host names served (HELPA_SERVER_NAMES); any other is refused. Default: 127.0.0.1 and localhost. */
  serverNames?: string[];
  tls?: { listen: string; redirectListen: string; serverName: string; certificate: string; certificateKey: string };
};
export type FrontProxy = { url: string; stateDir: string; logs: () => string; stop: () => Promise<void> };
export function renderTemplate(template: string, values: Record<string, string>): string;
export function startFrontProxy(options: FrontProxyOptions): Promise<FrontProxy>;
