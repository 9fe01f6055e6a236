import type { IncomingMessage } from 'node:http';

/** The headers a trusted proxy writes; from anyone else they are the client's own claims. */
export declare const FORWARDING_HEADERS: readonly string[];
/** Whether an address is one of TRUSTED_PROXY_ADDRESSES (addresses and CIDR ranges; unset: loopback). Throws on a bad entry. */
export declare function trustedProxies(setting: string | undefined): (address: string | undefined) => boolean;
/** Drops the forwarding headers of a request from an untrusted peer; X-Forwarded-For then names the peer. */
export declare function believeOnlyTrustedProxies(request: IncomingMessage, isTrusted: (address: string | undefined) => boolean): void;
