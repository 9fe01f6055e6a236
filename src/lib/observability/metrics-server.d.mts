import type { Server } from 'node:http';

/** Serves GET /metrics (Prometheus's text format) on `host:port`, the operators' address. */
export declare function startMetricsServer(address: { port: number; host: string }): Promise<Server>;
