/**
 * Fault switches of the local content server, for tests and for trying the build against a bad day:
 * a number of 429 answers (a storm with `Infinity`), 5xx answers, truncated bodies, slow answers.
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
  /** Only requests whose path and query contain this text are affected (default: all API requests). */
  match?: string;
}

export type Fault = 'rate_limit' | 'server_error' | 'truncate';

export class Faults {
  private settings: Required<Omit<FaultSettings, 'match'>> & { match: string | undefined } = {
    rateLimit: 0,
    serverError: 0,
    truncate: 0,
    delayMs: 0,
    match: undefined,
  };

  constructor(initial: FaultSettings = {}) {
    this.set(initial);
  }

  /** Replaces every switch (unset ones are off). */
  set(settings: FaultSettings): void {
    this.settings = {
      rateLimit: settings.rateLimit ?? 0,
      serverError: settings.serverError ?? 0,
      truncate: settings.truncate ?? 0,
      delayMs: settings.delayMs ?? 0,
      match: settings.match,
    };
  }

  delayFor(target: string): number {
    return this.applies(target) ? this.settings.delayMs : 0;
  }

  /** The fault for this request, if any; each one used up counts down its switch. */
  take(target: string): Fault | undefined {
    if (!this.applies(target)) return undefined;
    const s = this.settings;
    if (s.rateLimit > 0) {
      s.rateLimit--;
      return 'rate_limit';
    }
    if (s.serverError > 0) {
      s.serverError--;
      return 'server_error';
    }
    if (s.truncate > 0) {
      s.truncate--;
      return 'truncate';
    }
    return undefined;
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

/** CONTENT_SERVER_FAULT_429, _500, _TRUNCATE (a count or `all`), CONTENT_SERVER_DELAY_MS, CONTENT_SERVER_FAULT_MATCH. */
export function faultsFromEnv(env: NodeJS.ProcessEnv): FaultSettings {
  return {
    rateLimit: count(env.CONTENT_SERVER_FAULT_429),
    serverError: count(env.CONTENT_SERVER_FAULT_500),
    truncate: count(env.CONTENT_SERVER_FAULT_TRUNCATE),
    delayMs: count(env.CONTENT_SERVER_DELAY_MS),
    match: env.CONTENT_SERVER_FAULT_MATCH || undefined,
  };
}
