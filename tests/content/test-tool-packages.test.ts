/**
 * Installation's "Install the test tools" block names every Debian package `.ci/run` installs for the
 * sample check and the recipes (its `tool:package` pairs and its `missing+=(...)` lines), so a package CI
 * gains is a failure here until the page lists it too (review r68j F1: redis and libfcgi were missing).
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {fencedBlocks} from '../../scripts/samples/extract';

const REPO_ROOT = path.join(__dirname, '..', '..');
const ARTICLE = path.join(REPO_ROOT, 'docs', 'getting-started', 'installation.mdx');
/** A Debian package name (not an option or a shell word). */
const PACKAGE = /^[a-z0-9][a-z0-9.+-]+$/;

/** The packages .ci/run installs when missing. */
function ciPackages(script: string): string[] {
  const list = /for tool in ([^;]*); do/.exec(script)?.[1] ?? '';
  const pairs = [...list.matchAll(/\S+:([a-z0-9][a-z0-9.+-]+)/g)].map((m) => m[1]);
  const added = [...script.matchAll(/missing\+=\(([^)]*)\)/g)].flatMap((m) => m[1].split(/\s+/)).filter((w) => PACKAGE.test(w));
  return [...new Set([...pairs, ...added])].sort();
}

/** The packages a block's `apt-get install -y` lines name. */
function installedBy(block: string): Set<string> {
  return new Set([...block.matchAll(/apt-get install -y ([^\n]*)/g)].flatMap((m) => m[1].split(/\s+/)).filter((w) => PACKAGE.test(w)));
}

test('the test-tools block installs every package .ci/run installs (chromium has its own block)', () => {
  const ci = ciPackages(readFileSync(path.join(REPO_ROOT, '.ci', 'run'), 'utf8'));
  assert.ok(ci.includes('redis-tools') && ci.includes('php-redis'), `.ci/run's packages were not read: ${ci.join(' ')}`);
  const source = readFileSync(ARTICLE, 'utf8');
  const section = source.slice(source.indexOf('{/* #test-tools */}'));
  const block = fencedBlocks(section, ARTICLE).find((b) => /apt-get install -y/.test(b.value));
  assert.ok(block, `${ARTICLE}: no apt-get install block under #test-tools`);
  const listed = installedBy(block.value);
  const missing = ci.filter((name) => name !== 'chromium' && !listed.has(name));
  assert.deepEqual(missing, [], `${ARTICLE} (#test-tools): add to the apt-get install lines: ${missing.join(' ')}`);
  assert.match(section, /apt-get install (-y )?chromium\b/, `${ARTICLE}: no Chromium install under #test-tools`);
});
