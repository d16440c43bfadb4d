/**
 * Stand-ins for the third parties of issue 8 (IP lookup, tracking, chat, tag manager, Disqus) and of the
 * place finder's map tiles (issue 18), on a loopback port: the browser tests never reach the network. Each
 * script marks the window when it runs; the Disqus stand-in renders the configured thread the way embed.js
 * would, and supports DISQUS.reset; every `/tiles/{z}/{x}/{y}.png` is one small PNG.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const testIp = '203.0.113.42';

const disqusEmbed = `(function () {
  function render(config) {
    var context = { page: {} };
    config.call(context);
    var element = document.getElementById('disqus_thread');
    if (!element) return;
    element.innerHTML = '';
    var thread = document.createElement('p');
    thread.setAttribute('data-test-thread', context.page.identifier);
    thread.textContent = 'Hilo ' + context.page.identifier;
    element.appendChild(thread);
    window.__disqusRenders = (window.__disqusRenders || []).concat([context.page.identifier]);
  }
  window.DISQUS = { reset: function (options) { render(options.config); } };
  render(window.disqus_config);
})();`;

/** A 1×1 PNG: any tile. */
const tilePng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const scripts: Record<string, string> = {
  '/tracking.js': 'window.__tracking = (window.__tracking || 0) + 1;',
  '/chat.js': 'window.__chat = (window.__chat || 0) + 1;',
  '/gtm.js': 'window.__gtm = (window.__gtm || 0) + 1;',
};

export interface ThirdPartyServer {
  origin: string;
  /** Request paths (with query) in arrival order. */
  requests: string[];
  /** 'down': the IP lookup drops every connection, as an unreachable service would. */
  setIpLookup(mode: 'up' | 'down'): void;
  close(): Promise<void>;
}

export async function startThirdPartyServer(): Promise<ThirdPartyServer> {
  const requests: string[] = [];
  let ipMode: 'up' | 'down' = 'up';
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(url.pathname + url.search);
    if (url.pathname === '/ip') {
      if (ipMode === 'down') {
        request.socket.destroy();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      response.end(JSON.stringify(url.searchParams.get('format') === 'json' ? { ip: testIp } : {}));
      return;
    }
    if (/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(url.pathname)) {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(tilePng);
      return;
    }
    const body = url.pathname.endsWith('/embed.js') ? disqusEmbed : scripts[url.pathname];
    if (body === undefined) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/javascript' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    setIpLookup: (mode) => {
      ipMode = mode;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
