/**
 * Load test of `npm run serve` (issue 11): autocannon on loopback, bounded in time and connections, over a
 * mix of pages, page data and assets. Prints requests per second and the errors (which must be 0).
 */
import autocannon from 'autocannon';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { startSite } from '../e2e/support/server';
import type { Part } from './figures';

export interface LoadFigures {
  durationS: number;
  connections: number;
  requestsPerSecond: number;
  latencyP99Ms: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

async function samplePaths(siteDir: string): Promise<string[]> {
  const assets = (await readdir(path.join(siteDir, 'assets'))).filter((f) => f.endsWith('.js')).slice(0, 3);
  return [
    '/',
    '/banca-personas/tarjetas/',
    '/preguntas-frecuentes/',
    '/tasas-y-comisiones/',
    '/assets/data/banca-personas/index.json',
    ...assets.map((f) => `/assets/${f}`),
  ];
}

export async function measureLoad(siteDir: string, durationS = 10, connections = 20): Promise<LoadFigures> {
  const site = await startSite(siteDir);
  try {
    const paths = await samplePaths(siteDir);
    const result = await autocannon({
      url: site.url('/'),
      connections,
      duration: durationS,
      requests: paths.map((p) => ({ method: 'GET', path: p, headers: { 'accept-encoding': 'br, gzip' } })),
    });
    return {
      durationS,
      connections,
      requestsPerSecond: Math.round(result.requests.average),
      latencyP99Ms: result.latency.p99,
      requests: result.requests.total,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
    };
  } finally {
    await site.close();
  }
}

export function loadMarkdown(load: Part<LoadFigures>): string {
  if (!load.ok) return `\n## (f) Load test of npm run serve\n\nNot measured: ${load.error}\n`;
  const l = load.value;
  return [
    '',
    '## (f) Load test of npm run serve (issue 11; autocannon, loopback)',
    '',
    '| duration (s) | connections | requests/s | p99 latency (ms) | requests | errors | timeouts | non-2xx |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    `| ${l.durationS} | ${l.connections} | ${l.requestsPerSecond} | ${l.latencyP99Ms} | ${l.requests} | ${l.errors} | ${l.timeouts} | ${l.non2xx} |`,
    '',
  ].join('\n');
}
