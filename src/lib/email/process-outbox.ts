import 'server-only';
import path from 'node:path';
import { readyRedisClient } from '@/lib/redis/connection';
import type { Mail } from './mail-text';
import { createOutbox, type Outbox, type OutboxLines } from './outbox';
import { fileClaims, redisClaims } from './outbox-claims';
import { outboxFiles } from './outbox-files';
import { describeSmtpUrl, type MailTransport, smtpTransport } from './smtp';
import { log } from '@/lib/observability/log';

export type SmtpOutboxSettings<Message> = {
  /** Names the outbox: its directory (`<name>-outbox` in `dataDir`), its claims in Redis (`helpa:<name>-outbox:`), its log lines' tag. */
  name: string;
  dataDir: string;
  smtpUrl: string;
  /** Set: claims are taken in this Redis, shared by every instance; else by renaming files. */
  redisUrl?: string;
  /** The email about a message, made when it is sent. */
  compose: (message: Message) => Mail;
  lines: OutboxLines & { started(smtp: string, dir: string, claimedIn: string): string };
  transport?: MailTransport;
};

/** An outbox whose entries are emailed through the SMTP server, for instances sharing `dataDir` (and Redis, when they have one). */
export function smtpOutbox<Message>({ name, dataDir, smtpUrl, redisUrl, compose, lines, transport = smtpTransport(smtpUrl) }: SmtpOutboxSettings<Message>): Outbox<Message> {
  const files = outboxFiles<Message>(path.join(dataDir, `${name}-outbox`));
  const claims = redisUrl ? redisClaims(files, () => readyRedisClient(redisUrl), `helpa:${name}-outbox:`) : fileClaims(files);
  log.info({ event: 'outbox', outbox: name }, lines.started(describeSmtpUrl(smtpUrl), files.dir, redisUrl ? 'in Redis' : 'by file renames'));
  return createOutbox({ files, claims, lines, send: (message) => transport.sendMail(compose(message)) });
}

type Registry = Record<symbol, Outbox<unknown> | null | undefined>;

/**
 * This process's outbox named `name`, made on first use by `make` (null: nothing is emailed). Kept on
 * globalThis: instrumentation and the route handlers are bundled apart, and must share one outbox (one
 * timer, one look at its directory at a time) per process.
 */
export function processOutbox<Message>(name: string, make: () => Outbox<Message> | null): Outbox<Message> | null {
  const registry = globalThis as unknown as Registry;
  const key = Symbol.for(`helpa.${name}.outbox`);
  if (registry[key] === undefined) registry[key] = make();
  return registry[key];
}
