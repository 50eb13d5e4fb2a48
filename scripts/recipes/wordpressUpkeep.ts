/**
 * WordPress performance's upkeep blocks on wordpress-backup's installed site, as the site's owner in the web root:
 * the memory lines (WordPress raises PHP's limit to them and never lowers it), the revision cap (a post with more
 * revisions is trimmed on its next save), the count of revisions and the removal of expired transients, the
 * autoload query (run with `wp db query`, as the page says) and WP-Cron off page visits with the shared-hosting cron
 * line running a due event. The site is put back afterwards.
 */
import {chownSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {describeRef, type BlockRef} from './blocks';
import {admin} from './mariadb';
import {replace, type Recipe, type RecipeContext} from './recipe';
import {READER} from './system';
import {addMuPlugin, addToWpConfig, SITE, wordpressNamespace, type WordPressNamespace} from './wordpress';
import {pristineSite, reinstallSite} from './wordpressBackup';

const PERFORMANCE = 'wordpress/performance';
const ABOVE_STOP = "wp-config.php (above the 'stop editing' line)";
export const MEMORY_LINES: BlockRef = {article: PERFORMANCE, title: ABOVE_STOP, section: 'php-settings'};
export const REVISION_LINES: BlockRef = {article: PERFORMANCE, title: ABOVE_STOP, section: 'database'};
export const CLEANUP: BlockRef = {article: PERFORMANCE, title: 'Terminal (in the web root)', section: 'database'};
export const AUTOLOAD_CHECK: BlockRef = {article: PERFORMANCE, title: 'autoload-check.sql'};
export const NO_PAGE_CRON: BlockRef = {article: PERFORMANCE, title: ABOVE_STOP, section: 'wp-cron'};
export const SHARED_CRON: BlockRef = {article: PERFORMANCE, title: 'crontab (shared hosting: your own)'};

/** Saves of post 1 before the cap, more than the page's 10. */
const SAVES = 15;
/** A plugin's large autoloaded option, which the query must put first. */
const BLOB = {name: 'recipe_stats_cache', kilobytes: 300};

async function upkeep(ctx: RecipeContext) {
  const ws = ctx.workspace;
  const ns = await wordpressNamespace(ws);
  const {sql} = await pristineSite(ws, ns);
  reinstallSite(ws, ns, sql);
  try {
    memory(ctx, ns);
    revisionsAndTransients(ctx, ns);
    autoload(ctx, ns);
    cron(ctx, ns);
  } finally {
    for (const left of ['public_html', 'autoload-check.sql']) rmSync(ns.host(`${SITE.home}/${left}`), {force: true});
    reinstallSite(ws, ns, sql);
  }
}

function memory(ctx: RecipeContext, ns: WordPressNamespace) {
  addToWpConfig(ns, ctx.block(MEMORY_LINES).value);
  const raised = ns
    .wpEval(
      'ini_set("memory_limit", "128M"); $admin = wp_raise_memory_limit("admin"); ' +
        'ini_set("memory_limit", "1G"); var_export([WP_MEMORY_LIMIT, $admin, wp_raise_memory_limit("admin"), ini_get("memory_limit")]);',
    )
    .replace(/\s+/g, ' ');
  ctx.expect(
    raised === "array ( 0 => '256M', 1 => '512M', 2 => false, 3 => '1G', )",
    MEMORY_LINES,
    'WordPress raises a 128M PHP limit to the dashboard’s 512M and leaves a 1G one alone',
    () => `with the lines, WordPress answered ${raised}; the page says it raises PHP's limit to them and never lowers it`,
  );
}

function revisionsAndTransients(ctx: RecipeContext, ns: WordPressNamespace) {
  const ws = ctx.workspace;
  const saved = ns.wpEval(
    `for ($i = 1; $i <= ${SAVES}; $i++) wp_update_post(["ID" => 1, "post_content" => "draft $i"]); echo count(wp_get_post_revisions(1));`,
  );
  if (saved !== String(SAVES)) throw new Error(`${SAVES} saves of post 1 left ${saved} revisions, not ${SAVES}`);
  addToWpConfig(ns, ctx.block(REVISION_LINES).value);
  const cap = /define\(\s*'\w*REVISION\w*',\s*(\d+)/.exec(ctx.block(REVISION_LINES).value)?.[1];
  if (!cap) ctx.fail(REVISION_LINES, 'no revision number to check the cap against');
  ns.wpEval('wp_update_post(["ID" => 1, "post_content" => "one more save"]);');
  // An expired transient (its timeout in the past, as WordPress leaves one nobody asked for since) and a live one.
  ns.wpEval('set_transient("recipe_expired", "old", 3600); set_transient("recipe_live", "fresh", 3600);');
  admin(ws, "UPDATE wp_options SET option_value = '1' WHERE option_name = '_transient_timeout_recipe_expired'", SITE.database);
  const cleaned = ns.inWebRoot(ctx.block(CLEANUP).value);
  const count = /^Revisions stored: (\d+)$/m.exec(cleaned.stdout)?.[1];
  ctx.expect(
    cleaned.status === 0 && count === cap,
    REVISION_LINES,
    `after one more save, the post has ${cap} revisions, not ${SAVES + 1}, and the count line prints ${cap}`,
    () =>
      `after the cap and one more save, ${describeRef(CLEANUP)} counted ${count} revisions (exit ${cleaned.status}):\n${cleaned.output}`,
  );
  const left = admin(
    ws,
    "SELECT option_name FROM wp_options WHERE option_name LIKE '_transient_%recipe_%' ORDER BY option_name",
    SITE.database,
  );
  ctx.expect(
    left === '_transient_recipe_live\n_transient_timeout_recipe_live',
    CLEANUP,
    'the expired transient is deleted, the live one kept',
    () => `after ${describeRef(CLEANUP)}, the transients left are:\n${left}`,
  );
}

function autoload(ctx: RecipeContext, ns: WordPressNamespace) {
  const ws = ctx.workspace;
  admin(
    ws,
    `INSERT INTO wp_options (option_name, option_value, autoload) VALUES ('${BLOB.name}', REPEAT('x', ${BLOB.kilobytes * 1024}), 'yes')`,
    SITE.database,
  );
  const file = ns.host(`${SITE.home}/autoload-check.sql`);
  writeFileSync(file, ctx.block(AUTOLOAD_CHECK).value);
  chownSync(file, READER.uid, READER.gid);
  const result = ns.inWebRoot(`wp db query < ${SITE.home}/autoload-check.sql`);
  const lines = result.stdout.trim().split('\n');
  const total = Number(lines[1]);
  const top = lines[3]?.split('\t');
  ctx.expect(
    result.status === 0 && total >= BLOB.kilobytes && top?.[0] === BLOB.name && Number(top[1]) === BLOB.kilobytes * 1024,
    AUTOLOAD_CHECK,
    `wp db query < autoload-check.sql prints the autoloaded total (${BLOB.kilobytes} KB and more) and ${BLOB.name} first`,
    () => `wp db query < autoload-check.sql (exit ${result.status}) printed:\n${result.output.slice(0, 600)}`,
  );
}

function cron(ctx: RecipeContext, ns: WordPressNamespace) {
  addToWpConfig(ns, ctx.block(NO_PAGE_CRON).value);
  const off = ns.wpEval('var_export(DISABLE_WP_CRON);');
  if (off !== 'true') ctx.fail(NO_PAGE_CRON, `with the line, DISABLE_WP_CRON is ${off}`);
  // A plugin's job, due now: it records that it ran.
  addMuPlugin(ns, 'recipe-job.php', "<?php\nadd_action( 'recipe_job', function () { update_option( 'recipe_job_ran', 'yes' ); } );\n");
  const scheduled = ns.inWebRoot('wp cron event schedule recipe_job now');
  if (scheduled.status !== 0) throw new Error(`scheduling the job failed:\n${scheduled.output}`);
  // The shared-hosting line's folder is ~/public_html: here a link to the web root.
  symlinkSync(SITE.root, ns.host(`${SITE.home}/public_html`));
  ctx.workspace.note(SHARED_CRON.title, '$HOME/public_html', `a link to ${SITE.root}`);
  const line = ctx
    .block(SHARED_CRON)
    .value.split('\n')
    .find((l) => /^[*\d]/.test(l));
  if (!line) ctx.fail(SHARED_CRON, 'no crontab line');
  const command = line.split(/\s+/).slice(5).join(' ');
  const ran = ns.asSite(command);
  const recorded = ns.wpEval('echo get_option("recipe_job_ran", "no");');
  ctx.expect(
    ran.status === 0 && recorded === 'yes' && ran.output === '',
    SHARED_CRON,
    "the crontab line's command runs the due job, quietly (cron mails any output)",
    () => `the crontab line's command (exit ${ran.status}) printed "${ran.output}", and the job ran: ${recorded}`,
  );
}

export const wordpressUpkeepRecipe: Recipe = {
  name: 'wordpress-upkeep',
  summary:
    "WordPress performance's memory, revision, transient, autoload and WP-Cron blocks on an installed site: the limits raise PHP's and never lower it; a post is trimmed to the cap; expired transients go; the autoload query puts a 300 KB option first; the cron line runs a due job quietly",
  run: upkeep,
  // On wordpress-backup's namespace and installed site, which it puts back as it found it.
  lane: 'wordpress',
  breakingEdits: [
    {
      what: 'the dashboard limit below the public one',
      ref: MEMORY_LINES,
      edit: replace("'512M'", "'64M'"),
      expect: /WordPress answered array \( 0 => '256M', 1 => false/,
    },
    {
      what: 'misspell the revision constant',
      ref: REVISION_LINES,
      edit: replace("'WP_POST_REVISIONS'", "'WP_POST_REVISION'"),
      expect: /after the cap and one more save, .* counted 16 revisions/,
    },
    {
      what: 'delete every transient',
      ref: CLEANUP,
      edit: replace('wp transient delete --expired', 'wp transient delete --all'),
      expect: /the transients left are:\n\n?$/,
    },
    {
      what: "only the autoload values WordPress 6.6 introduced ('on', 'auto-on', 'auto')",
      ref: AUTOLOAD_CHECK,
      edit: (text) => text.replaceAll("('yes', 'on', 'auto-on', 'auto')", "('on', 'auto-on', 'auto')"),
      expect: /wp db query < autoload-check\.sql \(exit 0\) printed/,
    },
    {
      what: 'the cron line without --due-now',
      ref: SHARED_CRON,
      edit: replace(' --due-now', ''),
      expect: /the crontab line's command \(exit 1\) printed "Error: Please specify one or more cron events, or use --due-now\/--all\./,
    },
  ],
};
