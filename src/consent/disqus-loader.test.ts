// @vitest-environment happy-dom
// Script loading stays disabled (no network); report it as loaded instead of logging an error.
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
import { afterEach, describe, expect, it, vi } from 'vitest';
import { disqusEmbedSrc, loadDisqus, type DisqusThread } from './disqus-loader';

const template = 'https://{shortname}.disqus.com/embed.js';
const thread: DisqusThread = {
  shortname: 'bancoazul',
  identifier: 'habitos',
  url: 'https://www.example/blog/habitos/',
  title: 'Hábitos',
};

afterEach(() => {
  document.head.innerHTML = '';
  delete window.DISQUS;
  delete window.disqus_config;
});

/** Runs the configuration function the way the embed script does. */
function configured() {
  const context: { page: Record<string, string | undefined>; language?: string } = { page: {} };
  window.disqus_config?.call(context);
  return context;
}

describe('loadDisqus', () => {
  it("throws 'Disqus shortname is required' without a shortname, adding nothing", () => {
    expect(() => loadDisqus({ ...thread, shortname: '' }, template)).toThrow('Disqus shortname is required');
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(window.disqus_config).toBeUndefined();
  });

  it('adds the embed script of the shortname once and configures the thread', () => {
    loadDisqus(thread, template);
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('src')).toBe('https://bancoazul.disqus.com/embed.js');
    expect(scripts[0]?.async).toBe(true);
    expect(configured()).toEqual({
      page: { identifier: 'habitos', url: thread.url, title: 'Hábitos' },
      language: 'es',
    });
    // A second thread before the script has run: no second script, the newer thread wins.
    loadDisqus({ ...thread, identifier: 'otro' }, template);
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(configured().page.identifier).toBe('otro');
  });

  it('resets the loaded widget to the new thread instead of adding the script again', () => {
    const reset = vi.fn();
    window.DISQUS = { reset };
    loadDisqus({ ...thread, identifier: 'siguiente' }, template);
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(reset).toHaveBeenCalledTimes(1);
    const options = reset.mock.calls[0]?.[0] as { reload: boolean; config: (this: object) => void };
    expect(options.reload).toBe(true);
    const context = { page: {} as Record<string, string> };
    options.config.call(context);
    expect(context.page.identifier).toBe('siguiente');
  });

  it('fills the shortname into a configured template', () => {
    expect(disqusEmbedSrc('http://127.0.0.1:9/disqus/{shortname}/embed.js', 'banco azul')).toBe(
      'http://127.0.0.1:9/disqus/banco%20azul/embed.js',
    );
  });
});
