/**
 * WordPress security's file-permissions block (docs/wordpress/security.mdx, #file-permissions), run in bash on a
 * scratch site: the find lines set files 644 and folders 755 but leave wp-config.php as it was, so it is never
 * world-readable in between (blind review r62c M2); the 600 line then makes it 600. The commented variant for hosting
 * where PHP runs under another account, uncommented as a reader runs it, leaves uploads as the host set them, so that
 * account can still write there (blind review r66e M1), and makes wp-config.php 640.
 */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {CONTENT_ROOT} from '../../scripts/lib/articles';
import {fencedBlocks} from '../../scripts/samples/extract';

const FILE = path.join(CONTENT_ROOT, 'docs', 'wordpress', 'security.mdx');

function permissionsBlock(): string[] {
  const block = fencedBlocks(readFileSync(FILE, 'utf8'), FILE).find(
    (b) => b.lang === 'bash' && b.value.includes('find . -type f') && b.value.includes('chmod 600 wp-config.php'),
  );
  assert.ok(block, `${FILE}: no bash block with the find lines and chmod 600 wp-config.php`);
  return block.value.split('\n');
}

const mode = (file: string) => (statSync(file).mode & 0o777).toString(8);

test('file permissions: the find lines leave wp-config.php alone; the 600 line then sets it', () => {
  const lines = permissionsBlock();
  const upTo600 = lines.findIndex((l) => /chmod 600 wp-config\.php/.test(l));
  const finds = lines.slice(0, upTo600).join('\n');
  const root = mkdtempSync(path.join(os.tmpdir(), 'wp-permissions-'));
  try {
    mkdirSync(path.join(root, 'wp-admin'));
    for (const file of ['wp-settings.php', 'index.php', 'wp-admin/index.php', 'wp-config.php']) {
      writeFileSync(path.join(root, file), '<?php\n');
    }
    chmodSync(path.join(root, 'index.php'), 0o600);
    chmodSync(path.join(root, 'wp-admin'), 0o700);
    chmodSync(path.join(root, 'wp-config.php'), 0o640);
    execFileSync('bash', ['-e', '-c', finds], {cwd: root});
    assert.equal(mode(path.join(root, 'index.php')), '644');
    assert.equal(mode(path.join(root, 'wp-admin/index.php')), '644');
    assert.equal(mode(path.join(root, 'wp-admin')), '755');
    assert.equal(mode(path.join(root, 'wp-config.php')), '640', 'the find lines changed wp-config.php');
    execFileSync('bash', ['-e', '-c', lines.slice(0, upTo600 + 1).join('\n')], {cwd: root});
    assert.equal(mode(path.join(root, 'wp-config.php')), '600');
  } finally {
    rmSync(root, {recursive: true, force: true});
  }
});

test("file permissions, PHP under another account: uploads keep the host's modes; wp-config.php gets 640", () => {
  const lines = permissionsBlock();
  const from = lines.findIndex((l) => /^# Elsewhere, these in place of/.test(l));
  assert.ok(from >= 0, 'no "# Elsewhere, these in place of" comment before the variant');
  const variant = lines
    .slice(from)
    .filter((l) => /^#\s+(test -f|find)/.test(l))
    .map((l) => l.replace(/^#\s?/, ''));
  assert.equal(variant.length, 3, `the variant should be three commented lines (two finds and the 640 line), got:\n${variant.join('\n')}`);
  // The test's own group stands in for PHP's, which chgrp may not grant here.
  const group = execFileSync('id', ['-gn'], {encoding: 'utf8'}).trim();
  const script = variant.join('\n').replace('chgrp www-data', `chgrp ${group}`);
  const root = mkdtempSync(path.join(os.tmpdir(), 'wp-permissions-shared-'));
  try {
    mkdirSync(path.join(root, 'wp-content/uploads/2026'), {recursive: true});
    for (const file of ['wp-settings.php', 'index.php', 'wp-config.php', 'wp-content/uploads/2026/photo.jpg']) {
      writeFileSync(path.join(root, file), '<?php\n');
    }
    chmodSync(path.join(root, 'index.php'), 0o600);
    chmodSync(path.join(root, 'wp-content/uploads'), 0o775);
    chmodSync(path.join(root, 'wp-content/uploads/2026'), 0o775);
    chmodSync(path.join(root, 'wp-content/uploads/2026/photo.jpg'), 0o664);
    execFileSync('bash', ['-e', '-c', script], {cwd: root});
    assert.equal(mode(path.join(root, 'index.php')), '644');
    assert.equal(mode(path.join(root, 'wp-content')), '755');
    assert.equal(mode(path.join(root, 'wp-content/uploads')), '775', 'the variant changed the uploads folder');
    assert.equal(mode(path.join(root, 'wp-content/uploads/2026')), '775', 'the variant changed a folder inside uploads');
    assert.equal(mode(path.join(root, 'wp-content/uploads/2026/photo.jpg')), '664', 'the variant changed a file in uploads');
    assert.equal(mode(path.join(root, 'wp-config.php')), '640');
  } finally {
    rmSync(root, {recursive: true, force: true});
  }
});
