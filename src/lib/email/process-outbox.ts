import 'server-only';
import path from 'node:path';
import { whenStopping } from '@/lib/health/lifecycle';
import { processGlobal } from '@/lib/process-global';
import { redisBreaker, redisClient } from '@/lib/redis/connection';
import type { Mail } from './mail-text';
import { createOutbox, type Outbox, type OutboxLines } from './outbox';
import { fileClaims } from './outbox-claims';
import { outboxFiles } from './outbox-files';
import { createQueueOutbox } from './queue-outbox';
import { describeSmtpUrl, smtpTransport } from './smtp';
import { log } from '@/lib/observability/log';

type SmtpConfig = { smtpUrl: string; dataDir: string; redisUrl?: string };

export type OutboxSettings<Config> = { enabled: true; config: Config } | { enabled: false; reason: string | null };

type Sender<Message> = {
  compose: (message: Message) => Mail;
  lines: Omit<OutboxLines, 'stalled'> & { started: (smtp: string, dir: string, claimedIn: string) => string };
};

/** Emails through the SMTP server; waits in a BullMQ queue when `redisUrl` is set, else in files in `dataDir`. */
function smtpOutbox<Message>(
  name: string,
  { smtpUrl, dataDir, redisUrl }: SmtpConfig,
  { compose, lines: { started, ...sending } }: Sender<Message>,
): Outbox<Message> {
  const queueName = `${name}-outbox`;
  const files = outboxFiles<Message>(path.join(dataDir, queueName));
  const transport = smtpTransport(smtpUrl);
  const send = (message: Message) => transport.sendMail(compose(message));
  const lines: OutboxLines = {
    ...sending,
    stalled: (reason, wait) =>
      `[${name}] the outbox could not be sent just now (${reason}); looking again in ${wait} s.`,
  };
  const smtp = describeSmtpUrl(smtpUrl);
  if (!redisUrl) {
    log.info({ event: 'outbox', outbox: name }, started(smtp, files.dir, 'by file renames'));
    return createOutbox({ files, claims: fileClaims(files), lines, send });
  }
  log.info(
    { event: 'outbox', outbox: name },
    started(smtp, `the Redis queue helpa:${queueName} (${files.dir} while Redis does not answer)`, 'by BullMQ workers'),
  );
  return createQueueOutbox({
    name: queueName,
    redisUrl,
    breaker: redisBreaker(redisClient(redisUrl)),
    files,
    lines,
    send,
  });
}

/**
 * Null: nothing is emailed (the reason, if any, is logged once). Instrumentation and routes are bundled apart, and must
 * share one outbox per process.
 */
export function processOutbox<Message, Config extends SmtpConfig>(
  name: string,
  settings: OutboxSettings<Config>,
  sender: (config: Config) => Sender<Message>,
): Outbox<Message> | null {
  return processGlobal(`helpa.${name}.outbox`, () => {
    if (!settings.enabled && settings.reason) log.warn({ event: 'config' }, `[helpa] ${settings.reason}`);
    const outbox = settings.enabled ? smtpOutbox(name, settings.config, sender(settings.config)) : null;
    if (outbox) whenStopping(() => outbox.stop());
    return { outbox };
  }).outbox;
}
