/**
 * Fault switches of the local content server, for tests and for trying the build against a bad day:
 * a number of 429 answers (a storm with `Infinity`), 5xx answers, truncated bodies, slow answers,
 * bodies that trickle for ever, redirect loops, and listings that lie (a wrong or missing `Total`,
 * `per_page` or `page` ignored as a careless CDN would, `stories` that is not a list).
 */
export interface FaultSettings {
  /** Answer the next N API requests with 429 Too Many Requests. */
  rateLimit?: number;
  /** Answer the next N API requests with 500 Internal Server Error. */
  serverError?: number;
  /** Cut the JSON body of the next N API responses in half. */
  truncate?: number;
  /** Wait this long before every API answer. */
  delayMs?: number;
  /** Send half the body of the next N API responses, then a space every 100 ms until the client hangs up. */
  trickle?: number;
  /** Answer the next N API requests with a 302 to themselves (a redirect loop with `Infinity`). */
  redirect?: number;
  /** Listings (/cdn/stories and /cdn/links): this `Total` header instead of the true one, or none at all. */
  total?: number | 'missing';
  /** Listings: answer 100 stories a page whatever `per_page` asks. */
  ignorePerPage?: boolean;
  /** Listings: answer the first page whatever `page` asks. */
  ignorePage?: boolean;
  /** Listings: send `stories` as an object keyed by uuid instead of a list. */
  storiesObject?: boolean;
  /** Only requests whose path and query contain this text are affected (default: all API requests). */
  match?: string;
}

export type Fault = 'rate_limit' | 'server_error' | 'truncate' | 'trickle' | 'redirect';

type Counted = 'rateLimit' | 'serverError' | 'truncate' | 'trickle' | 'redirect';

const counted: Array<[Counted, Fault]> = [
  ['rateLimit', 'rate_limit'],
  ['serverError', 'server_error'],
  ['truncate', 'truncate'],
  ['trickle', 'trickle'],
  ['redirect', 'redirect'],
];

export class Faults {
  private settings: FaultSettings = {};
  private left: Record<Counted, number> = {
    rateLimit: 0,
    serverError: 0,
    truncate: 0,
    trickle: 0,
    redirect: 0,
  };

  constructor(initial: FaultSettings = {}) {
    this.set(initial);
  }

  /** Replaces every switch (unset ones are off). */
  set(settings: FaultSettings): void {
    this.settings = { ...settings };
    for (const [name] of counted) this.left[name] = settings[name] ?? 0;
  }

  delayFor(target: string): number {
    return this.applies(target) ? (this.settings.delayMs ?? 0) : 0;
  }

  /** The fault for this request, if any; each one used up counts down its switch. */
  take(target: string): Fault | undefined {
    if (!this.applies(target)) return undefined;
    for (const [name, fault] of counted) {
      if (this.left[name] > 0) {
        this.left[name]--;
        return fault;
      }
    }
    return undefined;
  }

  /** The query a listing is answered with: `per_page` or `page` dropped as a careless CDN would. */
  listingQuery(target: string, query: URLSearchParams): URLSearchParams {
    if (!this.applies(target)) return query;
    const lied = new URLSearchParams(query);
    if (this.settings.ignorePerPage) lied.set('per_page', '100');
    if (this.settings.ignorePage) lied.delete('page');
    return lied;
  }

  /** A listing's answer with its `Total` header and `stories` lied about, as switched on. */
  listingAnswer<T extends { body: unknown; headers?: Record<string, string> }>(target: string, answer: T): T {
    if (!this.applies(target)) return answer;
    const headers = { ...answer.headers };
    const { total, storiesObject } = this.settings;
    if (total === 'missing') delete headers.Total;
    else if (total !== undefined) headers.Total = String(total);
    let body = answer.body;
    if (
      storiesObject &&
      typeof body === 'object' &&
      body !== null &&
      'stories' in body &&
      Array.isArray(body.stories)
    ) {
      const stories = body.stories as Array<{ uuid?: string }>;
      body = {
        ...body,
        stories: Object.fromEntries(stories.map((story, i) => [story.uuid ?? String(i), story])),
      };
    }
    return { ...answer, headers, body };
  }

  private applies(target: string): boolean {
    return !this.settings.match || target.includes(this.settings.match);
  }
}

function count(raw: string | undefined): number | undefined {
  if (!raw) return undefined;
  if (raw === 'all' || raw === 'always') return Number.POSITIVE_INFINITY;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

function flag(raw: string | undefined): boolean | undefined {
  return raw ? raw === '1' || raw === 'true' : undefined;
}

/**
 * CONTENT_SERVER_FAULT_429, _500, _TRUNCATE, _TRICKLE, _REDIRECT (a count or `all`), CONTENT_SERVER_DELAY_MS,
 * CONTENT_SERVER_FAULT_TOTAL (a number or `missing`), _IGNORE_PER_PAGE, _IGNORE_PAGE, _STORIES_OBJECT (`1`),
 * CONTENT_SERVER_FAULT_MATCH.
 */
export function faultsFromEnv(env: NodeJS.ProcessEnv): FaultSettings {
  const total = env.CONTENT_SERVER_FAULT_TOTAL;
  return {
    rateLimit: count(env.CONTENT_SERVER_FAULT_429),
    serverError: count(env.CONTENT_SERVER_FAULT_500),
    truncate: count(env.CONTENT_SERVER_FAULT_TRUNCATE),
    trickle: count(env.CONTENT_SERVER_FAULT_TRICKLE),
    redirect: count(env.CONTENT_SERVER_FAULT_REDIRECT),
    delayMs: count(env.CONTENT_SERVER_DELAY_MS),
    total: total === 'missing' ? 'missing' : count(total),
    ignorePerPage: flag(env.CONTENT_SERVER_FAULT_IGNORE_PER_PAGE),
    ignorePage: flag(env.CONTENT_SERVER_FAULT_IGNORE_PAGE),
    storiesObject: flag(env.CONTENT_SERVER_FAULT_STORIES_OBJECT),
    match: env.CONTENT_SERVER_FAULT_MATCH || undefined,
  };
}
