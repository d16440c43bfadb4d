import { describe, expect, it } from 'vitest';
import { ContentServiceError } from './content-service-error';
import { ListingCheck, type ListingPage } from './storyblok-listing';

const stories = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: from + i, full_slug: `s-${from + i}` }));

function page(n: number, list: unknown[], total: string | undefined, perPage = '3'): ListingPage {
  const headers: Record<string, unknown> = { 'per-page': perPage };
  if (total !== undefined) headers.total = total;
  return { request: `GET /cdn/stories?page=${n}`, page: n, stories: list, headers };
}

function failureOf(run: () => void): ContentServiceError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentServiceError);
    return error as ContentServiceError;
  }
  throw new Error('no error');
}

describe('ListingCheck', () => {
  it('accepts pages that add up, and says how many there are and whether the end needs proof', () => {
    const check = new ListingCheck(3, 100);
    check.check(page(1, stories(1, 3), '7'));
    expect(check.pages).toBe(3);
    expect(check.needsEndProbe).toBe(false);
    check.check(page(3, stories(7, 1), '7'));
    check.check(page(2, stories(4, 3), '7'));
    expect(() => check.finish('GET /cdn/stories?page=1')).not.toThrow();

    const full = new ListingCheck(3, 100);
    full.check(page(1, stories(1, 3), '6'));
    expect(full.needsEndProbe).toBe(true);
  });

  it.each([
    [
      'a missing Total',
      page(1, stories(1, 3), undefined),
      'answered without a Total header, so there is no telling how many stories there are',
    ],
    [
      'a Total that is not a number',
      page(1, stories(1, 3), '12abc'),
      'answered Total: "12abc", not a number of stories',
    ],
    ['a negative Total', page(1, stories(1, 3), '-1'), 'answered Total: "-1", not a number of stories'],
    [
      'a Total over the limit',
      page(1, stories(1, 3), '101'),
      'announced Total: 101 stories, more than the 100 a build reads',
    ],
    [
      'more stories than per_page',
      page(1, stories(1, 4), '7'),
      'holds 4 stories on page 1, more than per_page=3: it ignores per_page',
    ],
    [
      'another Per-Page',
      page(1, stories(1, 3), '7', '25'),
      'answered Per-Page: 25 when asked for per_page=3',
    ],
    [
      'fewer stories than Total promises',
      page(1, stories(1, 2), '7'),
      'holds 2 stories on page 1 where Total: 7 and per_page=3 promise 3',
    ],
    [
      'more stories than Total promises',
      page(1, stories(1, 3), '2'),
      'holds 3 stories on page 1 where Total: 2 and per_page=3 promise 2',
    ],
  ])('%s on the first page is an error naming the request', (_, first, message) => {
    const error = failureOf(() => new ListingCheck(3, 100).check(first));
    expect(error.code).toBe('invalid_listing');
    expect(error.message).toBe(`GET /cdn/stories?page=1 ${message}`);
    expect(error.request).toBe('GET /cdn/stories?page=1');
    expect(error.hint).toBeTruthy();
  });

  it('a story listed twice, a Total that changes, a page past the end that is not empty', () => {
    const twice = new ListingCheck(3, 100);
    twice.check(page(1, stories(1, 3), '6'));
    expect(failureOf(() => twice.check(page(2, stories(3, 3), '6'))).message).toBe(
      'GET /cdn/stories?page=2 lists the story with id 3 again (already on page 1): it ignores page, or the listing changed while it was read',
    );

    const changed = new ListingCheck(3, 100);
    changed.check(page(1, stories(1, 3), '6'));
    expect(failureOf(() => changed.check(page(2, stories(4, 3), '9'))).message).toBe(
      'GET /cdn/stories?page=2 answered Total: 9 on page 2 after Total: 6 on page 1',
    );

    const past = new ListingCheck(3, 100);
    past.check(page(1, stories(1, 3), '3'));
    expect(failureOf(() => past.check(page(2, stories(4, 3), '3'))).message).toBe(
      'GET /cdn/stories?page=2 holds 3 stories on page 2 where Total: 3 and per_page=3 promise 0',
    );
  });

  it('finish() compares the stories read with the Total', () => {
    const check = new ListingCheck(3, 100);
    check.check(page(1, stories(1, 3), '5'));
    expect(failureOf(() => check.finish('GET /cdn/stories?page=1')).message).toBe(
      'GET /cdn/stories?page=1 announced Total: 5 but 3 stories were read',
    );
  });
});
