import { describe, expect, it } from 'vitest';
import { createLogger, logLevel } from '@/lib/observability/log';
import { requestContext } from '@/lib/observability/request-context';

function capture(level?: string) {
  const lines: Array<Record<string, unknown>> = [];
  const logger = createLogger(
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    level,
  );
  return { logger, lines };
}

describe('the log', () => {
  it('writes one JSON line per event, with its level by name and the id of the request it was made for', () => {
    const { logger, lines } = capture();
    requestContext().run({ requestId: 'f00dfeedf00dfeedf00dfeedf00dfeed' }, () =>
      logger.info({ event: 'payment', outcome: 'delivered' }, 'paid'),
    );
    logger.warn('outside any request');
    expect(lines).toMatchObject([
      {
        level: 'info',
        event: 'payment',
        outcome: 'delivered',
        msg: 'paid',
        requestId: 'f00dfeedf00dfeedf00dfeedf00dfeed',
      },
      { level: 'warn', msg: 'outside any request' },
    ]);
    expect(lines[1]).not.toHaveProperty('requestId');
    expect(typeof lines[0]?.time).toBe('string');
  });

  it('scrubs every argument, an error given first included', () => {
    const { logger, lines } = capture();
    logger.error(new Error('meter 45063247893 of ada@example.com'), 'could not pay for %s', '08031234567');
    logger.info({ body: { phone: '08031234567' } }, 'sent to ada@example.com');
    const text = JSON.stringify(lines);
    expect(text).not.toMatch(/45063247893|ada@example\.com|08031234567/);
    expect(lines[0]).toMatchObject({
      err: { type: 'Error', message: 'meter [number] of [email]' },
      msg: 'could not pay for [number]',
    });
  });

  it('follows LOG_LEVEL: debug lines only when asked for, info by default or when the setting is unknown', () => {
    expect(logLevel(undefined)).toBe('info');
    expect(logLevel('loud')).toBe('info');
    expect(logLevel(' DEBUG ')).toBe('debug');
    const quiet = capture('warn');
    quiet.logger.info('not written');
    quiet.logger.error('written');
    expect(quiet.lines.map((line) => line.msg)).toEqual(['written']);
    const verbose = capture('debug');
    verbose.logger.debug('health polled');
    expect(verbose.lines).toHaveLength(1);
  });
});
