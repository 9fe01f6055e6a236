import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { readAnswer } from '../../../fixtures/api-answer';

const dataDir = mkdtempSync(path.join(tmpdir(), 'helpa-contact-'));
vi.stubEnv('CONTACT_DATA_DIR', dataDir);
vi.stubEnv('CONTACT_RATE_LIMIT', '3');
// As behind deploy/nginx: the proxy appends the address it saw to X-Forwarded-For.
vi.stubEnv('TRUSTED_PROXY_HOPS', '1');
const { POST, GET } = await import('@/app/api/contact/route');
const { readDraft } = await import('@/features/contact/form-draft');

let nextIp = 1;
function post(body: string, type = 'application/json', headers: Record<string, string> = {}) {
  return POST(
    new NextRequest('http://localhost:3000/api/contact', {
      method: 'POST',
      body,
      headers: { 'content-type': type, host: 'localhost:3000', 'x-forwarded-for': `10.0.0.${nextIp++}`, ...headers },
    }),
  );
}

function storedMessages(): Array<{ id: string; name: string; message: string }> {
  try {
    return readFileSync(path.join(dataDir, 'contact-messages.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { id: string; name: string; message: string });
  } catch {
    return [];
  }
}

const valid = { name: 'Ada Obi', email: 'ada@example.com', phone: '08031234567', message: 'My order has not arrived.' };

describe('POST /api/contact', () => {
  beforeAll(() => expect(storedMessages()).toEqual([]));

  it('stores a valid JSON message and answers 201 with its id', async () => {
    const response = await post(JSON.stringify(valid));
    expect(response.status).toBe(201);
    const { payload } = await readAnswer<{ id: string }>(response);
    expect(storedMessages()).toContainEqual(expect.objectContaining({ id: payload?.id, ...valid }));
  });

  it('accepts a form-encoded post (no JavaScript) and redirects back with a success flag', async () => {
    const response = await post(
      new URLSearchParams({ ...valid, name: 'Form Poster', website: '' }).toString(),
      'application/x-www-form-urlencoded',
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contactus/sent');
    expect(storedMessages().some((m) => m.name === 'Form Poster')).toBe(true);
  });

  it('sends a refused form without JavaScript back to the error page with a cookie naming its draft, and nothing typed in the address', async () => {
    const before = storedMessages().length;
    const typed = {
      name: 'Ada Obi',
      email: 'not-an-email',
      phone: '12345',
      message: 'Kept for the visitor',
      website: '',
    };
    const response = await post(new URLSearchParams(typed).toString(), 'application/x-www-form-urlencoded');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contactus/error');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^contact-draft=[0-9a-f-]{36}; Path=\/; SameSite=Lax; Max-Age=600; HttpOnly$/);
    expect(cookie).not.toContain('Ada');
    const draft = await readDraft(/^contact-draft=([^;]+)/.exec(cookie)?.[1]);
    expect(draft?.values).toEqual({
      name: 'Ada Obi',
      email: 'not-an-email',
      phone: '12345',
      message: 'Kept for the visitor',
    });
    expect(Object.keys(draft?.errors ?? {}).sort()).toEqual(['email', 'phone']);
    expect(storedMessages()).toHaveLength(before);
  });

  it('answers 400 naming each invalid field, and stores nothing', async () => {
    const before = storedMessages().length;
    const response = await post(JSON.stringify({ name: '', email: 'nope', phone: '+1 555 0100', message: ' ' }));
    expect(response.status).toBe(400);
    const { error } = await readAnswer(response);
    expect(error?.code).toBe('invalid_body');
    expect(Object.keys(error?.fields ?? {}).sort()).toEqual(['email', 'message', 'name', 'phone']);
    expect(storedMessages()).toHaveLength(before);
  });

  it('answers 400 for malformed JSON and for non-text fields, 415 for other content types', async () => {
    expect((await post('{"name":')).status).toBe(400);
    expect((await post(JSON.stringify({ ...valid, name: 42 }))).status).toBe(400);
    expect((await post('name=x', 'text/plain')).status).toBe(415);
    expect(GET().status).toBe(405);
  });

  it('pretends to accept a filled honeypot but stores nothing', async () => {
    const before = storedMessages().length;
    const response = await post(JSON.stringify({ ...valid, website: 'http://spam.example' }));
    expect(response.status).toBe(201);
    expect(storedMessages()).toHaveLength(before);
  });

  it("takes the page's multipart post (no JavaScript) as typed, also a message in Yoruba too long to URL-encode under the body limit", async () => {
    // Letters with tone marks: 5,000 characters, 13 kB of UTF-8, 39 kB URL-encoded.
    const message = 'ọ̀ṣẹ́'.repeat(1000);
    expect(message).toHaveLength(5000);
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...valid, name: 'Multipart Poster', message, website: '' }))
      form.append(name, value);
    const body = new Response(form);
    expect(new URLSearchParams({ message }).toString().length).toBeGreaterThan(32 * 1024);
    const response = await post(await body.text(), body.headers.get('content-type') ?? '');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contactus/sent');
    expect(storedMessages()).toContainEqual(expect.objectContaining({ name: 'Multipart Poster', message }));
  });

  it('keeps a phone number in its local form, whichever usual spelling was typed', async () => {
    const response = await post(JSON.stringify({ ...valid, name: 'Phone Speller', phone: '+234 (0) 803 123 4567' }));
    expect(response.status).toBe(201);
    expect(storedMessages()).toContainEqual(expect.objectContaining({ name: 'Phone Speller', phone: '08031234567' }));
  });

  it('without JavaScript, a rate-limited post lands on a page (never JSON) that keeps the message and says when to try again', async () => {
    const sameIp = { 'x-forwarded-for': '192.0.2.9' };
    for (let i = 0; i < 3; i += 1)
      expect((await post(JSON.stringify(valid), 'application/json', sameIp)).status).toBe(201);
    const before = Date.now();
    const typed = { ...valid, name: 'Sixth Message', website: '' };
    const response = await post(new URLSearchParams(typed).toString(), 'application/x-www-form-urlencoded', sameIp);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contactus/error');
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    const draft = await readDraft(/^contact-draft=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1]);
    expect(draft?.values).toEqual({
      name: 'Sixth Message',
      email: valid.email,
      phone: valid.phone,
      message: valid.message,
    });
    expect(draft?.problem?.kind).toBe('rate-limited');
    const retryAt = Date.parse(draft?.problem?.kind === 'rate-limited' ? draft.problem.retryAt : '');
    expect(retryAt).toBeGreaterThanOrEqual(before + retryAfter * 1000 - 1000);
    expect(retryAt).toBeLessThanOrEqual(Date.now() + retryAfter * 1000);
    expect(storedMessages().some((m) => m.name === 'Sixth Message')).toBe(false);
  });

  it('when the message cannot be stored, says so: 503 JSON with JavaScript, and without it the error page keeping what was typed', async () => {
    vi.stubEnv('CONTACT_DATA_DIR', '/dev/null/not-a-directory');
    try {
      expect((await post(JSON.stringify(valid))).status).toBe(503);
      const response = await post(
        new URLSearchParams({ ...valid, name: 'Unlucky', website: '' }).toString(),
        'application/x-www-form-urlencoded',
      );
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/contactus/error');
      const draft = await readDraft(/^contact-draft=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1]);
      expect(draft).toEqual({ values: { ...valid, name: 'Unlucky' }, errors: {}, problem: { kind: 'unavailable' } });
    } finally {
      vi.stubEnv('CONTACT_DATA_DIR', dataDir);
    }
  });

  it('rate-limits one IP with 429 and Retry-After', async () => {
    const sameIp = { 'x-forwarded-for': '192.0.2.7' };
    const statuses = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await post(JSON.stringify(valid), 'application/json', sameIp)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const limited = await post(JSON.stringify(valid), 'application/json', sameIp);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts only messages stored: refused forms, a bot’s honeypot and a message the store could not keep cost nothing', async () => {
    const sameIp = { 'x-forwarded-for': '192.0.2.20' };
    const form = (values: Record<string, string>) =>
      post(
        new URLSearchParams({ ...valid, website: '', ...values }).toString(),
        'application/x-www-form-urlencoded',
        sameIp,
      );
    expect((await form({ message: 'First stored.' })).headers.get('location')).toBe('/contactus/sent');
    const refusedForms: Array<Record<string, string>> = [
      { email: 'ada@' },
      { name: '', email: '', phone: '', message: '' },
      { message: 'x'.repeat(5_001) },
    ];
    for (const refused of refusedForms) {
      expect((await form(refused)).headers.get('location')).toBe('/contactus/error');
    }
    expect((await form({ website: 'https://spam.example' })).headers.get('location')).toBe('/contactus/sent');
    vi.stubEnv('CONTACT_DATA_DIR', '/dev/null/not-a-directory');
    try {
      expect((await post(JSON.stringify(valid), 'application/json', sameIp)).status).toBe(503);
    } finally {
      vi.stubEnv('CONTACT_DATA_DIR', dataDir);
    }
    expect((await form({ message: 'Second stored.' })).headers.get('location')).toBe('/contactus/sent');
    expect((await form({ message: 'Third stored.' })).headers.get('location')).toBe('/contactus/sent');
    // The limit (3) is reached by three stored messages; the next is refused before it is read.
    const fourth = await form({ message: 'Fourth, refused.' });
    expect(fourth.headers.get('location')).toBe('/contactus/error');
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
    const stored = storedMessages().map((m) => m.message);
    expect(stored.filter((message) => /^(First|Second|Third) stored\.$/.test(message))).toHaveLength(3);
    expect(stored).not.toContain('Fourth, refused.');
  });

  it('does not let a client escape the limit by claiming other addresses in X-Forwarded-For', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push(
        (await post(JSON.stringify(valid), 'application/json', { 'x-forwarded-for': `198.51.100.${i}, 192.0.2.8` }))
          .status,
      );
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
  });

  it('without a trusted proxy in front, counts every visitor as one, whatever X-Forwarded-For claims', async () => {
    vi.stubEnv('TRUSTED_PROXY_HOPS', '0');
    const statuses = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push(
        (await post(JSON.stringify(valid), 'application/json', { 'x-forwarded-for': `198.51.100.${i}` })).status,
      );
    vi.stubEnv('TRUSTED_PROXY_HOPS', '1');
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });

  it('refuses a post from another origin, including this host on another scheme or port', async () => {
    for (const origin of ['https://evil.example', 'https://localhost:3000', 'http://localhost:3001']) {
      expect((await post(JSON.stringify(valid), 'application/json', { origin })).status).toBe(403);
    }
    expect((await post(JSON.stringify(valid), 'application/json', { origin: 'http://localhost:3000' })).status).toBe(
      201,
    );
  });

  it('stores every one of many concurrent messages exactly once', async () => {
    const before = storedMessages().length;
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => post(JSON.stringify({ ...valid, message: `concurrent ${i}` }))),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(40).fill(201));
    const stored = storedMessages().slice(before);
    expect(stored).toHaveLength(40);
    expect(new Set(stored.map((m) => m.message)).size).toBe(40);
    expect(new Set(stored.map((m) => m.id)).size).toBe(40);
  });
});
