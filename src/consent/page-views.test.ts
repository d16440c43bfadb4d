// @vitest-environment happy-dom
// Script loading stays disabled (no network); report it as loaded instead of logging an error.
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
import { afterEach, describe, expect, it } from 'vitest';
import { siteDataLayer } from './data-layer';
import { startPageViews } from './page-views';

const config = { analyticsId: 'GTM-TEST', analyticsScriptUrl: 'https://tags.example/gtm.js' };
let stop = () => {};

afterEach(() => {
  stop();
  // The site keeps its one array for the window; empty it in place between tests.
  siteDataLayer().length = 0;
  document.head.innerHTML = '';
});

const views = () => siteDataLayer().filter((entry) => entry.event === 'page_view');

describe('startPageViews', () => {
  it('counts the landing page once, then one view per navigation event', () => {
    document.title = 'Inicio - Banco Azul';
    stop = startPageViews(config, 'site:pageview');
    expect(views()).toEqual([
      { event: 'page_view', page_path: window.location.pathname, page_title: 'Inicio - Banco Azul' },
    ]);
    window.dispatchEvent(
      new CustomEvent('site:pageview', { detail: { path: '/agencias/', title: 'Agencias' } }),
    );
    expect(views()).toHaveLength(2);
    expect(views()[1]).toEqual({ event: 'page_view', page_path: '/agencias/', page_title: 'Agencias' });
    expect(document.head.querySelector('script')?.getAttribute('src')).toBe(
      'https://tags.example/gtm.js?id=GTM-TEST',
    );
  });

  it('stops listening when stopped', () => {
    stop = startPageViews(config, 'site:pageview');
    stop();
    window.dispatchEvent(new CustomEvent('site:pageview', { detail: { path: '/x/', title: 'X' } }));
    expect(views()).toHaveLength(1);
  });

  it('does nothing when no container is configured', () => {
    stop = startPageViews({ ...config, analyticsId: '' }, 'site:pageview');
    window.dispatchEvent(new CustomEvent('site:pageview', { detail: { path: '/x/', title: 'X' } }));
    expect(siteDataLayer()).toEqual([]);
    expect(document.head.querySelector('script')).toBeNull();
  });
});
