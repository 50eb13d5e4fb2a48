/**
 * Netlify's servers cannot run here: its own parser (@netlify/headers-parser)
 * reads build/_headers, and for every page of the build the rules it matches
 * must give the policy without eval, except on live-block pages, whether the
 * host sends every matching rule's policy (the browser enforces them all) or
 * only the last one.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {parseAllHeaders, type Header} from '@netlify/headers-parser';
import {allowedSources} from '../securityHeaders';
import {live} from '../../scripts/lib/targets';

const build = path.resolve(process.env.BUILD_DIR ?? 'build');

test("Netlify's parser reads build/_headers, and only live-block pages can eval", async () => {
  const {headers, errors} = await parseAllHeaders({headersFiles: [path.join(build, '_headers')], configHeaders: [], minimal: false});
  expect(errors.map((error) => error.message)).toEqual([]);
  const rules = headers as Header[];
  const pages = readdirSync(build, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.html'));
  expect(pages.length).toBeGreaterThan(60);
  const checked: string[] = [];
  for (const file of pages) {
    const live = readFileSync(path.join(build, file), 'utf8').includes('data-live-codeblock');
    const clean = `/${file.replace(/(\/?index)?\.html$/, '')}`;
    // A missing page beside one (a 404) too; a live-block page's neighbours are the documented gap (README, Deploying).
    for (const url of [clean, `/${file}`, ...(live ? [] : [`${clean}-missing`])]) {
      const policies = rules.filter((rule) => rule.forRegExp.test(url)).flatMap((rule) => rule.values['Content-Security-Policy'] ?? []);
      expect(policies.length, url).toBeGreaterThan(0);
      const canEval = (all: string[]) => allowedSources(all, 'script-src').includes("'unsafe-eval'");
      expect(canEval(policies), `${url}, all matching policies`).toBe(live);
      expect(canEval(policies.slice(-1)), `${url}, the last matching policy`).toBe(live);
      checked.push(url);
    }
  }
  // The live block's page (scripts/lib/targets.ts) was among them.
  expect(checked).toContain(live.route);
});
