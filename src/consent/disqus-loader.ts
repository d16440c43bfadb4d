/**
 * Disqus embed loader, hand-written (docs/architecture.md "Deliberate deviations": the `disqus-react` install is broken). The first call
 * adds the embed script; later calls — another page after a client navigation — reset the loaded
 * widget to the new thread instead of adding the script again, as Disqus documents for single-page sites.
 */
export interface DisqusThread {
  shortname: string;
  identifier: string;
  url: string;
  title: string;
}

interface DisqusConfigContext {
  page: { identifier?: string; url?: string; title?: string };
  language?: string;
}

type DisqusConfig = (this: DisqusConfigContext) => void;

declare global {
  interface Window {
    disqus_config?: DisqusConfig;
    DISQUS?: { reset(options: { reload: boolean; config: DisqusConfig }): void };
  }
}

export const disqusScriptId = 'disqus-embed';
export const disqusThreadId = 'disqus_thread';

/** `{shortname}` in the template is replaced, so tests and proxies can serve the script. */
export function disqusEmbedSrc(template: string, shortname: string): string {
  return template.replace('{shortname}', encodeURIComponent(shortname));
}

export function loadDisqus(thread: DisqusThread, embedTemplate: string, doc: Document = document): void {
  if (!thread.shortname) throw new Error('Disqus shortname is required');
  const win = doc.defaultView;
  if (!win) return;
  const config: DisqusConfig = function () {
    this.page.identifier = thread.identifier;
    this.page.url = thread.url;
    this.page.title = thread.title;
    this.language = 'es';
  };
  if (win.DISQUS) {
    win.DISQUS.reset({ reload: true, config });
    return;
  }
  // The script reads disqus_config when it runs: a newer thread set before then is the one shown.
  win.disqus_config = config;
  if (doc.getElementById(disqusScriptId)) return;
  const script = doc.createElement('script');
  script.id = disqusScriptId;
  script.src = disqusEmbedSrc(embedTemplate, thread.shortname);
  script.async = true;
  script.setAttribute('data-timestamp', String(Date.now()));
  (doc.head ?? doc.body).appendChild(script);
}
