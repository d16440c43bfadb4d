import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signatureMatches, signatureOf } from './signature';

const secret = 'el-secreto-del-webhook';
const body = Buffer.from(
  '{"text":"The user x published the Story y","action":"published","space_id":1,"story_id":2}',
);

describe('webhook signature', () => {
  it('is the lowercase hex HMAC-SHA1 of the raw body', () => {
    expect(signatureOf(body, secret)).toBe(createHmac('sha1', secret).update(body).digest('hex'));
    expect(signatureOf(body, secret)).toMatch(/^[0-9a-f]{40}$/);
  });

  it('accepts the valid signature (and the same in upper case)', () => {
    expect(signatureMatches(body, signatureOf(body, secret), secret)).toBe(true);
    expect(signatureMatches(body, signatureOf(body, secret).toUpperCase(), secret)).toBe(true);
  });

  it('refuses a missing, wrong, wrong-length or repeated header', () => {
    expect(signatureMatches(body, undefined, secret)).toBe(false);
    expect(signatureMatches(body, '', secret)).toBe(false);
    expect(signatureMatches(body, signatureOf(body, 'otro-secreto'), secret)).toBe(false);
    expect(signatureMatches(body, signatureOf(body, secret).slice(0, 39), secret)).toBe(false);
    expect(signatureMatches(body, `${signatureOf(body, secret)}0`, secret)).toBe(false);
    expect(signatureMatches(body, [signatureOf(body, secret)], secret)).toBe(false);
  });

  it('covers every byte: one byte changed in the body fails, whitespace included', () => {
    const signature = signatureOf(body, secret);
    expect(signatureMatches(Buffer.from(`${body.toString()} `), signature, secret)).toBe(false);
    expect(signatureMatches(Buffer.from(body.toString().replace('2}', '3}')), signature, secret)).toBe(false);
  });

  it('an old body replayed still matches: nothing signed carries a time, so handling is idempotent (publisher.test.ts)', () => {
    const signature = signatureOf(body, secret);
    expect(signatureMatches(Buffer.from(body), signature, secret)).toBe(true);
  });
});
