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
import { describeSmtpUrl, type MailTransport, smtpTransport } from './smtp';
import { log } from '@/lib/observability/log';

/** Emails through the SMTP server; waits in a BullMQ queue when `redisUrl` is set, else in files in `dataDir`. */
export function smtpOutbox<Message>({
  name,
  dataDir,
  smtpUrl,
  redisUrl,
  compose,
  lines,
  transport = smtpTransport(smtpUrl),
}: {
  name: string;
  dataDir: string;
  smtpUrl: string;
  redisUrl?: string;
  compose: (message: Message) => Mail;
  lines: OutboxLines & { started(smtp: string, dir: string, claimedIn: string): string };
  transport?: MailTransport;
}): Outbox<Message> {
  const queueName = `${name}-outbox`;
  const files = outboxFiles<Message>(path.join(dataDir, queueName));
  const send = (message: Message) => transport.sendMail(compose(message));
  const smtp = describeSmtpUrl(smtpUrl);
  if (!redisUrl) {
    log.info({ event: 'outbox', outbox: name }, lines.started(smtp, files.dir, 'by file renames'));
    return createOutbox({ files, claims: fileClaims(files), lines, send });
  }
  log.info(
    { event: 'outbox', outbox: name },
    lines.started(
      smtp,
      `the Redis queue helpa:${queueName} (${files.dir} while Redis does not answer)`,
      'by BullMQ workers',
    ),
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

/** Null: nothing is emailed. Instrumentation and routes are bundled apart, and must share one outbox per process. */
export function processOutbox<Message>(name: string, make: () => Outbox<Message> | null): Outbox<Message> | null {
  return processGlobal(`helpa.${name}.outbox`, () => {
    const outbox = make();
    if (outbox) whenStopping(() => outbox.stop());
    return { outbox };
  }).outbox;
}
