import assert from 'node:assert/strict';
import {test} from 'node:test';
import {pathSimilarity, queryOfPath, suggestPaths} from './pathSuggestions';

const ARTICLES = [
  '/docs/hosting/backups',
  '/docs/wordpress/backup',
  '/docs/wordpress/themes',
  '/docs/hosting/basics',
  '/docs/plesk/introduction',
];

test('a path becomes the words a reader would search for', () => {
  assert.equal(queryOfPath('/docs/hosting/backup'), 'hosting backup');
  assert.equal(queryOfPath('/docs/wordpres/child_themes.html'), 'wordpres child themes');
  assert.equal(queryOfPath('/docs/2024/plesk/%E0%A4%A'), '2024 plesk %E0%A4%A', 'a malformed escape is kept as text');
  assert.equal(queryOfPath('/docs/2024/plesk/mail', ['docs', '2024']), 'plesk mail');
  assert.equal(queryOfPath('/'), '');
});

test('similar paths score near 1', () => {
  assert.equal(pathSimilarity('/docs/a/', '/docs/a'), 1);
  assert.ok(
    pathSimilarity('/docs/hosting/backup', '/docs/hosting/backups') > pathSimilarity('/docs/hosting/backup', '/docs/wordpress/backup'),
  );
});

test('the closest path and the best search hits are suggested, at most three', () => {
  assert.deepEqual(
    suggestPaths('/docs/hosting/backup', ARTICLES, ['/docs/hosting/backups', '/docs/wordpress/backup'])[0],
    '/docs/hosting/backups',
  );
  assert.deepEqual(suggestPaths('/docs/wordpres/themes', ARTICLES, []), ['/docs/wordpress/themes'], 'a typo in the path alone');
  assert.deepEqual(suggestPaths('/old/page', ARTICLES, ['/docs/plesk/introduction']), ['/docs/plesk/introduction'], 'search alone');
  assert.deepEqual(suggestPaths('/zzz', ARTICLES, []), []);
  assert.equal(suggestPaths('/docs/hosting/b', ARTICLES, ARTICLES).length, 3);
});

test('a path a few characters off comes before what search ranks first', () => {
  assert.deepEqual(
    suggestPaths('/docs/hosting/backup', ARTICLES, ['/docs/wordpress/backup', '/docs/hosting/basics', '/docs/hosting/backups']).slice(0, 2),
    ['/docs/hosting/backups', '/docs/wordpress/backup'],
  );
});
