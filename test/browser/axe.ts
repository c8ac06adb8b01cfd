/**
 * axe-core (Deque's accessibility engine, pinned in package.json) run inside a page under test:
 * `expectAccessible(page, 'the lobby')` injects axe into the page, checks it (shadow roots included,
 * as axe walks them by itself) against WCAG 2.x A/AA and axe's best practices, and fails when any
 * violation is critical or serious. Moderate and minor ones are returned for the test to report.
 *
 * axe is evaluated through the DevTools protocol rather than added as a <script>, so the site's
 * Content-Security-Policy (scripts from its own origin only) does not block it and stays as strict
 * under test as it is in production.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue, Result, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** What fails a page. */
const BLOCKING: readonly ImpactValue[] = ['critical', 'serious'];

export interface AxeCheck {
  /** A CSS selector of the part of the page to check (default: the whole document). */
  readonly include?: string;
  /** Selectors of parts to leave out (e.g. a third-party frame). */
  readonly exclude?: readonly string[];
  /** axe rule ids to switch off, each with the reason in the calling test. */
  readonly disable?: readonly string[];
}

export interface AxeReport {
  /** Every violation axe found, blocking or not. */
  readonly violations: readonly Result[];
  /** The moderate and minor ones (the check passed with these). */
  readonly minor: readonly Result[];
  /** How many rules passed on the page. */
  readonly passes: number;
}

/** Runs axe-core on `page` and returns its results. */
export async function runAxe(page: Page, check: AxeCheck = {}): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    resultTypes: ['violations'],
    rules: Object.fromEntries((check.disable ?? []).map((id) => [id, { enabled: false }])),
  };
  const context = { include: check.include ?? 'html', exclude: [...(check.exclude ?? [])] };
  return page.evaluate(
    ([ctx, opts]) => (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<AxeResults> } }).axe.run(ctx.exclude.length ? ctx : ctx.include, opts),
    [context, options] as const,
  );
}

/** One violation as a readable line: rule, impact, what it means, and where (at most three places). */
export function describeViolation(v: Result): string {
  const where = v.nodes
    .slice(0, 3)
    .map((n) => `      at ${JSON.stringify(n.target)}: ${n.failureSummary?.split('\n').slice(1).join('; ').trim() ?? ''}\n        ${n.html.slice(0, 160)}`)
    .join('\n');
  const more = v.nodes.length > 3 ? `\n      … and ${v.nodes.length - 3} more` : '';
  return `  ${v.id} (${v.impact ?? 'unknown'}): ${v.help}\n${where}${more}`;
}

/** Fails with every critical or serious violation on `page`, named `what` in the message. */
export async function expectAccessible(page: Page, what: string, check: AxeCheck = {}): Promise<AxeReport> {
  const results = await runAxe(page, check);
  const blocking = results.violations.filter((v) => v.impact && BLOCKING.includes(v.impact));
  if (blocking.length) {
    throw new Error(`axe-core found ${blocking.length} critical or serious violation(s) on ${what}:\n${blocking.map(describeViolation).join('\n')}`);
  }
  return {
    violations: results.violations,
    minor: results.violations.filter((v) => !blocking.includes(v)),
    passes: results.passes.length,
  };
}
