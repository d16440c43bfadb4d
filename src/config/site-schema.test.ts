import { describe, expect, it } from 'vitest';
import { checkConfig } from '../common/check-config';
import * as config from './site';
import { siteConfigSchema } from './site-schema';

const values = {
  site: config.site,
  routing: config.routing,
  timing: config.timing,
  layout: config.layout,
  prefetch: config.prefetch,
  assets: config.assets,
  defaults: config.defaults,
  consent: config.consent,
  contentService: config.contentService,
  domainTexts: config.domainTexts,
  bankingPortals: config.bankingPortals,
  carousel: config.carousel,
};

function check(value: unknown) {
  return () => checkConfig(siteConfigSchema(), value, 'site config (test)', 'fix it');
}

describe('site config schema (docs/behaviour.md §3 "Site config", §1, §9)', () => {
  it('accepts the site config as it is', () => {
    expect(check(values)).not.toThrow();
  });

  it('holds the site config of docs/behaviour.md: empty prefix, link catching (docs/behaviour.md §3)', () => {
    expect(config.routing).toMatchObject({ pathPrefix: '', catchLinks: true });
    expect(config.site.titleTemplate('Cuentas')).toBe('Cuentas - Banco Azul');
  });

  it('holds the defaults of docs/behaviour.md §5 and §2', () => {
    expect(config.defaults).toEqual({
      imageAlt: 'No alt description',
      productImageAlt: config.site.brand,
      titleSize: 'h2',
      icon: 'question-square',
      iframeHeight: '100%',
      incomeTaxWithholdingPercent: 10,
    });
    expect(config.timing.sliderIntervalMs).toBe(5000);
  });

  it.each([
    [
      { ...values, routing: { ...values.routing, customRoutes: ['/editor/', 'global'] } },
      /routing\.customRoutes\.1: expected a route path like "\/a\/b\/", received "global"/,
    ],
    [
      { ...values, routing: { ...values.routing, dataDir: 'assets/data' } },
      /routing\.dataDir: expected a path starting with one "\/", received "assets\/data"/,
    ],
    [
      { ...values, timing: { ...values.timing, prefetchDelayMs: -250 } },
      /timing\.prefetchDelayMs: expected a whole number above 0, received -250/,
    ],
    [
      { ...values, prefetch: { ...values.prefetch, threshold: 2 } },
      /prefetch\.threshold: expected a number from 0 to 1, received 2/,
    ],
    [
      { ...values, consent: { ...values.consent, sameSite: 'lax' } },
      /consent\.sameSite: expected "Lax" or "Strict" or "None", received "lax"/,
    ],
    [{ ...values, site: { ...values.site, brand: 5 } }, /site\.brand: expected string, received 5/],
    [
      { ...values, defaults: { ...values.defaults, incomeTaxWithholdingPercent: 110 } },
      /defaults\.incomeTaxWithholdingPercent: expected a percentage from 0 to 100, received 110/,
    ],
    [
      { ...values, domainTexts: { ...values.domainTexts, mapLink: '' } },
      /domainTexts\.mapLink: expected a non-empty text, received ""/,
    ],
  ])('fails fast naming the field (%#)', (value, message) => {
    expect(check(value)).toThrow(message);
  });

  it('says where the config is and what to do, in one line and a hint (issue 34)', () => {
    const bad = { ...values, routing: { ...values.routing, pathPrefix: '/sub/' } };
    expect(check(bad)).toThrow(/^Invalid site config \(test\): routing\.pathPrefix: [^\n]*$/);
    expect(check(bad)).toThrow(expect.objectContaining({ code: 'invalid_config', hint: 'fix it' }));
  });
});
