import { expect, test } from '@playwright/test';

/** What a visitor without cookies (unless `headers` give some) gets at an address, from an instance or through the proxy, without following a redirect. */
export async function answerAt(base: string, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, {
    redirect: 'manual',
    headers: { 'accept-encoding': 'br, gzip', ...headers },
  });
  return {
    status: response.status,
    location: response.headers.get('location'),
    html: await response.text(),
    cache: response.headers.get('x-cache-status'),
    cacheControl: response.headers.get('cache-control') ?? '',
  };
}

export type Answer = Awaited<ReturnType<typeof answerAt>>;

/**
 * Waits until each of `bases` (named, for the report) answers `path` as `meets` says, asking every `pollEveryMs`, at
 * most until `deadline`; notes in the report how long after `since` each did, and in a failure every answer it got.
 */
export async function expectAnswers(
  bases: Record<string, string>,
  path: string,
  expected: { describe: string; meets: (answer: Answer) => boolean },
  since: number,
  deadline: number,
  pollEveryMs = 200,
): Promise<void> {
  await Promise.all(
    Object.entries(bases).map(async ([name, base]) => {
      const answers: string[] = [];
      const check = async () => {
        const asked = Date.now();
        const answer = await answerAt(base, path);
        answers.push(
          `${asked - since}-${Date.now() - since} ms ${answer.status} ${answer.cache ?? '-'} ${expected.meets(answer)}`,
        );
        return expected.meets(answer);
      };
      await expect
        .poll(check, { timeout: Math.max(1, deadline - Date.now()), intervals: [pollEveryMs] })
        .toBe(true)
        .catch((error: unknown) => {
          throw new Error(`${name} ${path} not ${expected.describe} in time; answers: ${answers.join(', ')}`, {
            cause: error,
          });
        });
      test.info().annotations.push({
        type: `${name} ${path}`,
        description: `${expected.describe} ${Date.now() - since} ms after the start; answers: ${answers.join(', ')}`,
      });
    }),
  );
}

/** Text as it stands in HTML. */
export const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;');

/** A page that shows every one of `texts`. */
export const showing = (texts: string[]) => ({
  describe: `with "${texts.join('", "')}"`,
  meets: ({ status, html }: Answer) => status === 200 && texts.every((text) => html.includes(escapeHtml(text))),
});

/** A page that shows none of `texts`. */
export const lacking = (texts: string[]) => ({
  describe: `without "${texts.join('", "')}"`,
  meets: ({ status, html }: Answer) => status === 200 && texts.every((text) => !html.includes(escapeHtml(text))),
});

/** An address answering `status` (and, for a redirect, leading to `location`). */
export const answering = (status: number, location?: string) => ({
  describe: `answering ${status}${location ? ` to ${location}` : ''}`,
  meets: (answer: Answer) => answer.status === status && (location === undefined || answer.location === location),
});
