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

/** A scratch site: each file (a two-line PHP stand-in) and folder made with the mode given, then `check` in it. */
function onScratchSite(modes: Record<string, number>, check: (at: (file: string) => string) => void) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'wp-permissions-'));
  const at = (file: string) => path.join(root, file);
  try {
    for (const [file, fileMode] of Object.entries(modes)) {
      mkdirSync(path.dirname(at(file)), {recursive: true});
      if (file.endsWith('/')) mkdirSync(at(file), {recursive: true});
      else writeFileSync(at(file), '<?php\n');
      chmodSync(at(file), fileMode);
    }
    check(at);
  } finally {
    rmSync(root, {recursive: true, force: true});
  }
}

test('file permissions: the find lines leave wp-config.php alone; the 600 line then sets it', () => {
  const lines = permissionsBlock();
  const upTo600 = lines.findIndex((l) => /chmod 600 wp-config\.php/.test(l));
  const finds = lines.slice(0, upTo600).join('\n');
  const site = {'wp-settings.php': 0o644, 'index.php': 0o600, 'wp-admin/': 0o700, 'wp-admin/index.php': 0o644, 'wp-config.php': 0o640};
  onScratchSite(site, (at) => {
    execFileSync('bash', ['-e', '-c', finds], {cwd: at('')});
    assert.equal(mode(at('index.php')), '644');
    assert.equal(mode(at('wp-admin/index.php')), '644');
    assert.equal(mode(at('wp-admin')), '755');
    assert.equal(mode(at('wp-config.php')), '640', 'the find lines changed wp-config.php');
    execFileSync('bash', ['-e', '-c', lines.slice(0, upTo600 + 1).join('\n')], {cwd: at('')});
    assert.equal(mode(at('wp-config.php')), '600');
  });
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
  const site = {
    'wp-settings.php': 0o644,
    'index.php': 0o600,
    'wp-config.php': 0o644,
    'wp-content/': 0o700,
    'wp-content/uploads/': 0o775,
    'wp-content/uploads/2026/': 0o775,
    'wp-content/uploads/2026/photo.jpg': 0o664,
  };
  onScratchSite(site, (at) => {
    execFileSync('bash', ['-e', '-c', script], {cwd: at('')});
    assert.equal(mode(at('index.php')), '644');
    assert.equal(mode(at('wp-content')), '755');
    assert.equal(mode(at('wp-content/uploads')), '775', 'the variant changed the uploads folder');
    assert.equal(mode(at('wp-content/uploads/2026')), '775', 'the variant changed a folder inside uploads');
    assert.equal(mode(at('wp-content/uploads/2026/photo.jpg')), '664', 'the variant changed a file in uploads');
    assert.equal(mode(at('wp-config.php')), '640');
  });
});
