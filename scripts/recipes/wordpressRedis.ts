/**
 * The WordPress performance guide's shared Redis with a Redis ACL user per
 * site ("Object caching"), on the site and namespace of wordpress.ts:
 * Debian's redis-server with Debian's stock redis.conf plus the article's ACL
 * users and memory lines, on the namespace's own 127.0.0.1:6379 (the plugin's
 * default, so wp-config.php and redis-cli run as printed), started afresh for
 * each run so a breaking edit meets its own configuration; the Redis Object
 * Cache drop-in (scripts/recipes/vendor/redis-cache/, sha256 checked) through
 * Debian's PhpRedis. Redis's own ACL LOG says which command or key it refused
 * WordPress, and so which block is at fault.
 */
import {createHash} from 'node:crypto';
import {chownSync, copyFileSync, mkdirSync, readFileSync, rmSync} from 'node:fs';
import path from 'node:path';
import type {BlockRef} from './blocks';
import {commandsOf} from './cleanShell';
import {admin} from './mariadb';
import type {Recipe, RecipeContext} from './recipe';
import {replace} from './recipe';
import {READER, tool, type Server} from './system';
import {addToWpConfig, checkPhpExtensions, SITE, wordpressNamespace, type WordPressNamespace} from './wordpress';
import {pristineSite, reinstallSite} from './wordpressBackup';

const PERFORMANCE = 'wordpress/performance';
export const PREFIX_CONFIG: BlockRef = {
  article: PERFORMANCE,
  title: "wp-config.php (above the 'stop editing' line)",
  section: 'object-caching',
};
export const ACL_USERS: BlockRef = {article: PERFORMANCE, title: '/etc/redis/redis.conf (ACL users)'};
export const ACL_CONFIG: BlockRef = {article: PERFORMANCE, title: 'wp-config.php (a shared Redis with ACL users only)'};
export const ENABLE_BY_HAND: BlockRef = {
  article: PERFORMANCE,
  title: 'Terminal (a shared Redis with ACL users: instead of wp redis enable)',
};
export const CHECK_USER: BlockRef = {article: PERFORMANCE, title: "Terminal (check the site's Redis user)"};
export const MEMORY: BlockRef = {article: PERFORMANCE, title: '/etc/redis/redis.conf (excerpt)'};

/** Redis Object Cache's drop-in, includes/object-cache.php of the plugin's tag 2.6.3 (the folder's README). */
const DROPIN = path.join(__dirname, 'vendor', 'redis-cache', 'object-cache.php');
export const DROPIN_SHA256 = '3b8bae9ace789397a87a8869b6c7b0d68fdd7d68f77b31419d36e2bff060d0bd';
/** Where `wp plugin install redis-cache` leaves it, which the article's cp line copies from. */
const PLUGIN_DROPIN = `${SITE.root}/wp-content/plugins/redis-cache/includes/object-cache.php`;
/** Debian's redis.conf as the redis-server package installs it. */
const STOCK_CONF = '/etc/redis/redis.conf';

/** The site's keys, as the article's prefix and ACL key pattern name them. */
const PREFIX = 'example-com:';
/** Another site's cache entry, written by the administrator (the default user). */
const OTHER_KEY = 'other-site:key';
const OTHER_VALUE = 'the-other-site-cache';
/** A key of this site from before (an earlier enable): the selective flush must delete it. */
const STALE_KEY = `${PREFIX}stale-from-before`;
const CHANGED_NAME = 'Renamed in the database';

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
const lines = (text: string) => text.split('\n').filter(Boolean);

/** One entry of Redis's ACL LOG: what it refused, to whom. */
interface Refusal {
  reason: string;
  object: string;
  username: string;
}

/** `redis-cli ACL LOG` as redis-cli prints it off a terminal: each entry's field names and values on lines of their own, newest first. */
export function parseAclLog(output: string): Refusal[] {
  const entries: Record<string, string>[] = [];
  const fields = output.split('\n');
  for (let i = 0; i + 1 < fields.length; i += 2) {
    if (fields[i] === 'count') entries.push({});
    if (entries.length) entries[entries.length - 1][fields[i]] = fields[i + 1];
  }
  return entries.map((e) => ({reason: e.reason ?? '', object: e.object ?? '', username: e.username ?? ''})).reverse();
}

/** The block whose lines make Redis refuse `refusal`, and why, as the article explains it. */
function blame(refusal: Refusal): [BlockRef, string] {
  const what = `Redis refused ${refusal.username || 'a client'} ${refusal.reason === 'key' ? `the key ${refusal.object}` : `the command ${refusal.object}`}`;
  if (refusal.reason === 'command' && refusal.object === 'info')
    return [ACL_USERS, `${what}: the drop-in reads INFO when it connects, so the site's user needs +info`];
  if (refusal.reason === 'command' && refusal.object === 'flushdb')
    return [ACL_CONFIG, `${what}: wp cache flush sent FLUSHDB, so the flush is not by prefix (WP_REDIS_SELECTIVE_FLUSH)`];
  if (refusal.reason === 'key' && !refusal.object.startsWith(PREFIX))
    return [PREFIX_CONFIG, `${what}: WordPress's keys do not start with ${PREFIX} (WP_REDIS_PREFIX), the only keys its Redis user may use`];
  if (refusal.reason === 'key') return [ACL_USERS, `${what}: the site's user may not use its own keys (${PREFIX}*)`];
  return [ACL_USERS, `${what}: the site's user needs it`];
}

/** Redis with Debian's stock redis.conf and the article's lines, in the namespace; a configuration it refuses fails naming the ACL block. */
async function startRedis(ctx: RecipeContext, ns: WordPressNamespace): Promise<Server> {
  const ws = ctx.workspace;
  const stock = ws.rewrite("Debian's stock /etc/redis/redis.conf", readFileSync(STOCK_CONF, 'utf8'));
  const file = ws.write('/etc/redis/redis.conf', `${stock}\n${ctx.block(ACL_USERS).value}\n${ctx.block(MEMORY).value}\n`, 0o640);
  // A fresh data folder: Redis would load the last run's dump.rdb.
  for (const dir of ['/var/lib/redis', '/run/redis', '/var/log/redis']) {
    rmSync(ws.at(dir), {recursive: true, force: true});
    mkdirSync(ws.at(dir), {recursive: true});
  }
  ws.note(
    'redis',
    'redis-server (the system service)',
    `redis-server ${file} --daemonize no --logfile '' (log to the run), as root in the WordPress namespace, on its own 127.0.0.1:6379, started afresh for each run`,
  );
  const server = ws.adopt(ns.start('redis-server', [tool('redisServer'), file, '--daemonize', 'no', '--logfile', '']));
  try {
    await server.waitForLine(/Ready to accept connections/, 20_000);
  } catch (error) {
    ctx.fail(ACL_USERS, `redis-server did not start with the block in its redis.conf:\n${(error as Error).message}`);
  }
  return server;
}

/** The site as installed, the plugin's drop-in where `wp plugin install` leaves it, and the two wp-config.php blocks above the line they name. */
function siteWithPlugin(ctx: RecipeContext, ns: WordPressNamespace, sql: string) {
  const ws = ctx.workspace;
  reinstallSite(ws, ns, sql);
  const found = sha256(DROPIN);
  if (found !== DROPIN_SHA256) throw new Error(`${DROPIN} has sha256 ${found}, not the pinned ${DROPIN_SHA256}`);
  const target = ns.host(PLUGIN_DROPIN);
  mkdirSync(path.dirname(target), {recursive: true});
  copyFileSync(DROPIN, target);
  for (let at = target; at !== ns.host(`${SITE.root}/wp-content`); at = path.dirname(at)) chownSync(at, READER.uid, READER.gid);
  ws.note(
    PERFORMANCE,
    'wp plugin install redis-cache --activate',
    `only the plugin's drop-in, Redis Object Cache 2.6.3's includes/object-cache.php (scripts/recipes/vendor/redis-cache/, sha256 checked), at ${PLUGIN_DROPIN}: wordpress.org's plugin directory is not reached, and the drop-in needs nothing else with PhpRedis`,
  );
  addToWpConfig(ns, `${ctx.block(PREFIX_CONFIG).value}\n${ctx.block(ACL_CONFIG).value}`);
}

async function sharedRedis(ctx: RecipeContext) {
  const ws = ctx.workspace;
  checkPhpExtensions([{name: 'redis', loaded: 'class_exists("Redis")', debianPackage: 'php-redis'}]);
  tool('redisCli');
  const ns = await wordpressNamespace(ws);
  const {sql} = await pristineSite(ws, ns);

  const acl = ctx.block(ACL_USERS).value;
  const sitePassword = /^user example-com on .*?>(\S+)/m.exec(acl)?.[1];
  if (!sitePassword) ctx.fail(ACL_USERS, 'no "user example-com on ... >password" line: the site has no Redis user to check');
  // The administrator is the default user, with its password when the block gives it one.
  const adminPassword = /^user default on .*?>(\S+)/m.exec(acl)?.[1];
  const asAdmin = (args: string) => ns.root(`${adminPassword ? `REDISCLI_AUTH='${adminPassword}' ` : ''}redis-cli ${args}`);
  const keys = () => lines(asAdmin('--scan').stdout).sort();
  const asSiteInRoot = (command: string) => ns.asSite(`cd ${SITE.root} && ${command}`);

  const redis = await startRedis(ctx, ns);
  try {
    const memory = lines(asAdmin('CONFIG GET maxmemory*').stdout);
    ctx.expect(
      memory.join(' ').includes('maxmemory 268435456') && memory.join(' ').includes('maxmemory-policy allkeys-lru'),
      MEMORY,
      'Redis runs with the memory ceiling and eviction policy of the excerpt: maxmemory 268435456 (256mb), allkeys-lru',
      () => `CONFIG GET maxmemory* printed: ${memory.join(' ')}`,
    );

    const seeded = asAdmin(`SET ${OTHER_KEY} ${OTHER_VALUE}`).stdout + asAdmin(`SET ${STALE_KEY} 1`).stdout;
    if (seeded !== 'OK\nOK\n') throw new Error(`the administrator could not write the two keys: ${seeded}`);

    // Without logging in (the default user's password, as the article warns).
    const anonymous = [`GET ${OTHER_KEY}`, 'FLUSHDB'].map((command) => ns.root(`redis-cli ${command}`).output);
    ctx.expect(
      anonymous.every((out) => /^NOAUTH /.test(out)) && keys().includes(OTHER_KEY),
      ACL_USERS,
      `without logging in, redis-cli gets NOAUTH for GET ${OTHER_KEY} and FLUSHDB: the ACL cannot be bypassed through the default user`,
      () => `without logging in, GET ${OTHER_KEY} and FLUSHDB printed: ${anonymous.join(' | ')}`,
    );

    // The check block as printed, each command answering --askpass's prompt on stdin.
    const check = commandsOf(ctx.block(CHECK_USER).value);
    const answers = check.map((command) => ({command, out: ns.asSite(command, `${sitePassword}\n`).output}));
    ctx.expect(
      answers.length === 2 && answers.every(({out}) => /^NOPERM /m.test(out)) && keys().includes(OTHER_KEY),
      ACL_USERS,
      `the check block's commands each print NOPERM for the site's user: ${answers.map(({out}) => out.split('\n')[0]).join('; ')}`,
      () =>
        `the check block "${CHECK_USER.title}" must print NOPERM for each command; Redis answered:\n${answers.map(({command, out}) => `${command}: ${out}`).join('\n')}`,
    );
    asAdmin('ACL LOG RESET');

    siteWithPlugin(ctx, ns, sql);
    const enabled = asSiteInRoot(`\n${ctx.block(ENABLE_BY_HAND).value}`);
    const dropin = ns.host(`${SITE.root}/wp-content/object-cache.php`);
    let copied = false;
    try {
      copied = sha256(dropin) === DROPIN_SHA256;
    } catch {
      copied = false;
    }
    ctx.expect(
      copied,
      ENABLE_BY_HAND,
      "the block's cp line puts the plugin's drop-in at wp-content/object-cache.php",
      () => enabled.output,
    );

    // Redis's log of what it refused names the command or key, so the block at fault.
    const refused = parseAclLog(asAdmin('ACL LOG').stdout);
    const [ref, why] = refused.length ? blame(refused[0]) : [ENABLE_BY_HAND, ''];
    ctx.expect(
      refused.length === 0,
      ref,
      "Redis refused none of WordPress's commands and keys (its ACL LOG is empty)",
      () => `${why}; the block printed:\n${enabled.output.split('\n').slice(0, 6).join('\n')}`,
    );
    ctx.expect(
      enabled.status === 0 && /^Success: The cache was flushed\.$/m.test(enabled.stdout),
      ENABLE_BY_HAND,
      'the block runs as the site user in the web root: "Success: The cache was flushed."',
      () => `it exited ${enabled.status}:\n${enabled.output}`,
    );
    const afterFlush = keys();
    ctx.expect(
      !afterFlush.includes(STALE_KEY) && afterFlush.includes(OTHER_KEY),
      ACL_CONFIG,
      `its wp cache flush deletes this site's keys (${STALE_KEY}) and leaves another site's (${OTHER_KEY}, written by the default user)`,
      () => `after the block's wp cache flush Redis holds: ${afterFlush.join(', ')}`,
    );

    // WordPress through the drop-in: its keys appear in Redis, under the prefix.
    const name = asSiteInRoot('wp option get blogname && wp user get admin --field=ID');
    const written = keys().filter((key) => key !== OTHER_KEY);
    ctx.expect(
      name.status === 0 && written.length > 0 && written.every((key) => key.startsWith(PREFIX)),
      PREFIX_CONFIG,
      `WordPress's cache is in Redis: ${written.length} keys after wp option get and wp user get, all starting with ${PREFIX} (e.g. ${written.find((k) => k.includes(':options:')) ?? written[0]})`,
      () =>
        `after wp option get blogname (exit ${name.status}) Redis holds: ${written.join(', ') || 'no key of WordPress'}\n${name.output}`,
    );
    const scan = (pattern: string) =>
      lines(ns.asSite(`redis-cli --user example-com --askpass --scan --pattern '${pattern}'`, `${sitePassword}\n`).stdout);
    const userKeys = scan('*:user*:*');
    const otherSeen = scan('other-site:*');
    ctx.expect(
      userKeys.some((key) => key.endsWith(':userlogins:admin')) &&
        userKeys.some((key) => key.endsWith(':useremail:admin@example.com')) &&
        otherSeen.includes(OTHER_KEY),
      ACL_USERS,
      `as the article warns, the site's user still lists every key with SCAN: ${OTHER_KEY}, and the login name and address in ${userKeys.filter((key) => /:user(logins|email):/.test(key)).join(', ')}`,
      () =>
        `SCAN as the site's user listed ${[...userKeys, ...otherSeen].join(', ') || 'nothing'}: the article says key names stay visible`,
    );

    // An option read goes through Redis: a change made in the database alone shows only after a flush.
    admin(ws, `UPDATE wp_options SET option_value = '${CHANGED_NAME}' WHERE option_name = 'blogname'`, SITE.database);
    const flushLine = commandsOf(ctx.block(ENABLE_BY_HAND).value).find((command) => command.startsWith('wp cache flush'));
    if (!flushLine) ctx.fail(ENABLE_BY_HAND, 'no wp cache flush line to run again');
    const cached = asSiteInRoot('wp option get blogname').stdout.trim();
    const flushed = asSiteInRoot(flushLine);
    const fresh = asSiteInRoot('wp option get blogname').stdout.trim();
    ctx.expect(
      cached === 'Example' && flushed.status === 0 && fresh === CHANGED_NAME,
      ENABLE_BY_HAND,
      `WordPress reads its options from Redis: a name changed in the database alone shows as "${cached}" until wp cache flush, then as "${fresh}"`,
      () => `blogname read "${cached}" before and "${fresh}" after wp cache flush (exit ${flushed.status}): ${flushed.output}`,
    );
    const survivor = asAdmin(`GET ${OTHER_KEY}`).stdout.trim();
    ctx.expect(
      survivor === OTHER_VALUE,
      ACL_CONFIG,
      `after both flushes, another site's key still holds its value (${OTHER_KEY} = ${survivor})`,
      () => `${OTHER_KEY} holds "${survivor}" after the site's flushes`,
    );
  } finally {
    await redis.stop();
  }
}

export const wordpressRedisRecipe: Recipe = {
  name: 'wordpress-redis',
  summary: "the WordPress performance guide's shared Redis with an ACL user per site, on WordPress with the Redis Object Cache drop-in",
  run: sharedRedis,
  // Its Redis listens only inside wordpress-backup's namespace, whose installed site it reuses: in that lane it costs
  // 8 s; a lane of its own took 24 to 26 s (its own namespace and install) and more CPU (ARCHITECTURE.md, Recipes).
  lane: 'wordpress',
  breakingEdits: [
    {
      what: "widen the site user's key pattern to every key (~*)",
      ref: ACL_USERS,
      edit: replace('~example-com:*', '~*'),
      expect: /GET other-site:key: the-other-site-cache/,
    },
    {
      what: "drop the default user's line (no password: anyone may skip the ACL)",
      ref: ACL_USERS,
      edit: replace(/^user default .*\n/m, ''),
      expect: /without logging in, GET other-site:key and FLUSHDB printed: the-other-site-cache/,
    },
    {
      what: "drop the site user's key pattern (~example-com:*)",
      ref: ACL_USERS,
      edit: replace(' ~example-com:*', ''),
      expect: /Redis refused example-com the key example-com:\S+: the site's user may not use its own keys/,
    },
    {
      what: 'drop +info from the site user',
      ref: ACL_USERS,
      edit: replace(' +info', ''),
      expect: /Redis refused example-com the command info/,
    },
    {
      what: 'drop the key prefix (WP_REDIS_PREFIX)',
      ref: PREFIX_CONFIG,
      edit: replace(/^define\( 'WP_REDIS_PREFIX'.*\n/m, ''),
      // The drop-in then prefixes WP_CACHE_KEY_SALT (random, spaces included), which wp config create writes, or nothing.
      expect: /Redis refused example-com the key .*wp:default:\S+: WordPress's keys do not start with example-com:/,
    },
    {
      what: 'drop WP_REDIS_SELECTIVE_FLUSH',
      ref: ACL_CONFIG,
      edit: replace(/^define\( 'WP_REDIS_SELECTIVE_FLUSH'.*$/m, ''),
      expect: /Redis refused example-com the command flushdb/,
    },
  ],
};
