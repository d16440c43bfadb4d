import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as AxeCore from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Loads axe-core into the page. Evaluated through the DevTools protocol rather than added as a script
 * tag: the site's CSP (rightly) refuses inline scripts, and the audit must run against the real policy.
 */
export async function injectAxe(page: Page): Promise<void> {
  await page.evaluate(axeSource);
}

/** The level every audit holds the site to: WCAG 2.2 A/AA (issue 11 "Audits in CI"). */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  /** The first elements it was found on, as selectors. */
  targets: string[];
}

export interface AuditOptions {
  /** Selectors of the parts to audit (present ones only); default: the whole document. */
  include?: string[];
  /** The impacts that count as findings; default serious and critical. */
  impacts?: readonly AxeImpact[];
  /**
   * axe's best practices too: heading order, landmarks, one main heading. Not WCAG failures by themselves,
   * but what a screen-reader user navigates by (issue 40).
   */
  bestPractices?: boolean;
}

export type AxeImpact = 'minor' | 'moderate' | 'serious' | 'critical';

/** Issue 40: every route is held to no moderate finding either. */
export const moderateAndAbove: readonly AxeImpact[] = ['moderate', 'serious', 'critical'];
const seriousAndAbove: readonly AxeImpact[] = ['serious', 'critical'];

/** axe-core's violations on the page as it is now, serious and critical unless told (loads axe-core first). */
export async function seriousViolations(page: Page, options: AuditOptions = {}): Promise<AxeFinding[]> {
  await injectAxe(page);
  return page.evaluate(
    async ({ tags, include, impacts }) => {
      const axe = (window as unknown as { axe: typeof AxeCore }).axe;
      const present = include?.filter((selector) => document.querySelector(selector));
      if (present?.length === 0) throw new Error(`Nothing to audit: no ${include?.join(', ')} on the page`);
      const context = present ? { include: present.map((selector) => [selector]) } : document;
      // Inside third-party frames (maps, videos) is not ours to audit, and unreachable offline; the frames
      // themselves (their titles) are still checked.
      const result = await axe.run(context, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
        iframes: false,
      });
      return result.violations
        .filter((v) => impacts.includes(v.impact ?? ''))
        .map((v) => ({
          id: v.id,
          impact: v.impact ?? '',
          help: v.help,
          targets: v.nodes.slice(0, 5).map((node) => node.target.join(' ')),
        }));
    },
    {
      tags: options.bestPractices ? [...wcagTags, 'best-practice'] : wcagTags,
      include: options.include,
      impacts: [...(options.impacts ?? seriousAndAbove)] as string[],
    },
  );
}

/** A failure message naming each violation and where it was found. */
export function reportFindings(where: string, findings: readonly AxeFinding[]): string {
  return [
    `${where}: ${findings.length} axe violation(s)`,
    ...findings.map((f) => `  ${f.impact} ${f.id}: ${f.help}\n    ${f.targets.join('\n    ')}`),
  ].join('\n');
}

/** Fails the test with every violation (serious or critical unless told) on the page, named with `where` and its elements. */
export async function expectNoSeriousViolations(
  page: Page,
  where: string,
  options: AuditOptions = {},
): Promise<void> {
  const findings = await seriousViolations(page, options);
  expect(findings, reportFindings(where, findings)).toEqual([]);
}
