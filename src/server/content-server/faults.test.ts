import { describe, expect, it } from 'vitest';
import { Faults, faultsFromEnv } from './faults';

describe('content server faults', () => {
  it('reads every switch from CONTENT_SERVER_FAULT_* variables', () => {
    expect(
      faultsFromEnv({
        CONTENT_SERVER_FAULT_429: '2',
        CONTENT_SERVER_FAULT_TRICKLE: 'all',
        CONTENT_SERVER_FAULT_REDIRECT: '3',
        CONTENT_SERVER_FAULT_TOTAL: 'missing',
        CONTENT_SERVER_FAULT_IGNORE_PER_PAGE: '1',
        CONTENT_SERVER_FAULT_IGNORE_PAGE: 'true',
        CONTENT_SERVER_FAULT_STORIES_OBJECT: '1',
        CONTENT_SERVER_FAULT_MATCH: '/cdn/stories?',
      }),
    ).toMatchObject({
      rateLimit: 2,
      trickle: Number.POSITIVE_INFINITY,
      redirect: 3,
      total: 'missing',
      ignorePerPage: true,
      ignorePage: true,
      storiesObject: true,
      match: '/cdn/stories?',
    });
    expect(faultsFromEnv({ CONTENT_SERVER_FAULT_TOTAL: '24' }).total).toBe(24);
  });

  it('counts faults down in order and applies only to matching requests', () => {
    const faults = new Faults({ rateLimit: 1, redirect: 1, match: 'page=2' });
    expect(faults.take('/v2/cdn/stories?page=1')).toBeUndefined();
    expect(faults.take('/v2/cdn/stories?page=2')).toBe('rate_limit');
    expect(faults.take('/v2/cdn/stories?page=2')).toBe('redirect');
    expect(faults.take('/v2/cdn/stories?page=2')).toBeUndefined();
  });

  it('lies about a listing as switched on', () => {
    const faults = new Faults({
      total: 'missing',
      ignorePage: true,
      ignorePerPage: true,
      storiesObject: true,
    });
    const query = faults.listingQuery('/v2/cdn/stories', new URLSearchParams('per_page=25&page=3'));
    expect(Object.fromEntries(query)).toEqual({ per_page: '100' });
    const answer = faults.listingAnswer('/v2/cdn/stories', {
      status: 200,
      body: { stories: [{ uuid: 'a' }, { uuid: 'b' }] },
      headers: { Total: '2', 'Per-Page': '25' },
    });
    expect(answer.headers).toEqual({ 'Per-Page': '25' });
    expect(answer.body).toEqual({ stories: { a: { uuid: 'a' }, b: { uuid: 'b' } } });
  });
});
