/**
 * WordPress backup's off-site remotes block, as the site user: the S3 remote and the crypt remote on top, with the
 * key and passwords typed at its prompts and an encryption password of the shape a password manager makes (36
 * letters and digits). The bucket is a folder: rclone's RCLONE_CONFIG_OFFSITE_TYPE=local stands the S3 remote in for
 * it, so the block's last line lists it. What must hold is the disaster case: after the server is gone, a crypt
 * remote rebuilt from the password alone reads what the block's remote wrote.
 */
import type {BlockRef} from './blocks';
import {replace, type Recipe, type RecipeContext} from './recipe';
import {READER} from './system';
import {SITE, wordpressNamespace} from './wordpress';

export const OFFSITE_REMOTES: BlockRef = {article: 'wordpress/backup', title: 'Terminal (site user, once: the off-site remotes)'};

/**
 * What the reader types at the three prompts. The password is 36 letters and digits, a length that always decodes as
 * base64, so rclone's config create takes it for an obscured one unless told --obscure (one of 38 may not decode).
 */
const TYPED = {keyId: 'AKIAIOSFODNN7EXAMPLE', secret: 'recipe-secret-key', password: 'Xq7Lm2Rt9Vb4Nc8Kd3Wf6Hj1Zs5Pg0Ya2Bu7'};
/** The run's own config file and bucket folder under the site user's home, left alone by the other recipes. */
const CONFIG = `${SITE.home}/.config/rclone/offsite-remotes-recipe.conf`;
const BUCKET = 'example-backups/example-com';

async function offsiteRemotes(ctx: RecipeContext) {
  const ws = ctx.workspace;
  const ns = await wordpressNamespace(ws);
  const made = ns.root(`install -d -o ${READER.uid} -g ${READER.gid} -m 700 ${SITE.home} ${SITE.home}/.config ${SITE.home}/.config/rclone`);
  if (made.status !== 0) throw new Error(`making the site user's home failed:\n${made.output}`);
  ws.note(OFFSITE_REMOTES.title, 'the S3 bucket example-backups', `~/${BUCKET}, a folder (RCLONE_CONFIG_OFFSITE_TYPE=local)`);
  ws.note(OFFSITE_REMOTES.title, "rclone's config file", `${CONFIG} (RCLONE_CONFIG), apart from the other recipes' one`);
  const env = `export RCLONE_CONFIG=${CONFIG} RCLONE_CONFIG_OFFSITE_TYPE=local`;
  const input = `${TYPED.keyId}\n${TYPED.secret}\n${TYPED.password}\n`;
  try {
    const ran = ns.asSite(`rm -rf example-backups ${CONFIG} && mkdir -p ${BUCKET} && ${env} && ${ctx.block(OFFSITE_REMOTES).value}`, input);
    ctx.expect(
      ran.status === 0,
      OFFSITE_REMOTES,
      'the block makes both remotes and its rclone lsd answers',
      () => `the block (exit ${ran.status}) printed:\n${ran.output}`,
    );
    const config = ns.asSite(`cat ${CONFIG}`).stdout;
    ctx.expect(
      /\[offsite\]\ntype = s3\n/.test(config) &&
        config.includes('provider = AWS') &&
        config.includes(`access_key_id = ${TYPED.keyId}`) &&
        /no_check_bucket = true/.test(config),
      OFFSITE_REMOTES,
      'the S3 remote holds the typed key and no_check_bucket',
      () => `the config file is:\n${config.replace(TYPED.secret, '<secret>')}`,
    );
    // The disaster restore: this server's config is gone; a crypt remote made from the password alone reads the copy.
    const rebuilt = [
      `printf 'night one\\n' > night.txt`,
      `${env} && rclone copy night.txt offsite-crypt:2026-11-29`,
      `RCLONE_CONFIG=/dev/null RCLONE_CONFIG_REBUILT_TYPE=crypt RCLONE_CONFIG_REBUILT_REMOTE="$HOME/${BUCKET}" RCLONE_CONFIG_REBUILT_PASSWORD="$(rclone obscure '${TYPED.password}')" rclone cat rebuilt:2026-11-29/night.txt`,
    ].join(' && ');
    const read = ns.asSite(rebuilt);
    ctx.expect(
      read.status === 0 && read.stdout === 'night one\n',
      OFFSITE_REMOTES,
      'a crypt remote rebuilt from the encryption password alone reads what offsite-crypt wrote',
      () =>
        `a crypt remote rebuilt from the encryption password could not read what offsite-crypt wrote (exit ${read.status}):\n${read.output}`,
    );
  } finally {
    ns.asSite(`rm -rf example-backups night.txt ${CONFIG}`);
  }
}

export const wordpressOffsiteRecipe: Recipe = {
  name: 'wordpress-offsite',
  summary:
    "WordPress backup's off-site remotes block with a password manager's kind of password: the S3 remote holds the key and no_check_bucket, and a crypt remote rebuilt from the password alone reads the copy",
  run: offsiteRemotes,
  // On wordpress-backup's namespace, with a config file and bucket folder of its own.
  lane: 'wordpress',
  breakingEdits: [
    {
      what: 'drop --obscure (review r69f HIGH-1)',
      ref: OFFSITE_REMOTES,
      edit: replace('password="$P" --obscure', 'password="$P"'),
      expect: /a crypt remote rebuilt from the encryption password could not read/,
    },
  ],
};
