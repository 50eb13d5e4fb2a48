import assert from 'node:assert/strict';
import {test} from 'node:test';
import {excerptAround, groupByCategory, highlightSegments, matchArticles, normalizeQuery, queryTerms} from './match';
import type {ArticleEntry} from './types';

const entry = (title: string, category: string, keywords: string[] = []): ArticleEntry => ({
  title,
  path: `/docs/${title.toLowerCase().replace(/\W+/g, '-')}`,
  keywords,
  category,
  description: '',
  version: 'current',
});

const ENTRIES = [
  entry('Responsive Design', 'Web Design', ['media queries', 'breakpoints']),
  entry('Typography', 'Web Design', ['fonts', 'type scale']),
  entry('Backups', 'Web Hosting', ['3-2-1 rule', 'restore']),
  entry('DNS Management', 'Web Hosting', ['ttl', 'mx record']),
  entry('WordPress Backup', 'WordPress', ['backup plugin']),
];

test('an empty or blank query lists every article in order', () => {
  assert.deepEqual(matchArticles(ENTRIES, ''), ENTRIES);
  assert.deepEqual(matchArticles(ENTRIES, '   '), ENTRIES);
});

test('matches title or any keyword case-insensitively, as a substring', () => {
  assert.deepEqual(
    matchArticles(ENTRIES, 'TYPO').map((e) => e.title),
    ['Typography'],
  );
  assert.deepEqual(
    matchArticles(ENTRIES, 'Queries').map((e) => e.title),
    ['Responsive Design'],
  );
  assert.deepEqual(
    matchArticles(ENTRIES, 'x record').map((e) => e.title),
    ['DNS Management'],
  );
  assert.deepEqual(matchArticles(ENTRIES, 'kubernetes'), []);
});

test('title matches rank before keyword matches, prefix before infix', () => {
  const titles = matchArticles(ENTRIES, 'backup').map((e) => e.title);
  assert.deepEqual(titles, ['Backups', 'WordPress Backup']);
  const list = [entry('Plugin basics', 'A', []), entry('Other', 'A', ['plugin']), entry('WordPress plugins', 'A')];
  assert.deepEqual(
    matchArticles(list, 'plugin').map((e) => e.title),
    ['Plugin basics', 'WordPress plugins', 'Other'],
  );
});

test('unsafe input is matched literally and never throws', () => {
  for (const query of ['.*', '(', '[a-z]+', '\\', '$^', '<img src=x onerror=alert(1)>', '🙂', 'a'.repeat(10_000), '\u0000']) {
    assert.doesNotThrow(() => matchArticles(ENTRIES, query));
    assert.deepEqual(matchArticles(ENTRIES, query), [], `query ${query.slice(0, 20)} matches nothing`);
  }
  assert.equal(matchArticles([entry('What (not) to do', 'X')], '(not)').length, 1);
  assert.equal(matchArticles([entry('C++ basics', 'X')], 'c++').length, 1);
});

test('very long queries are cut to a bounded length', () => {
  assert.equal(normalizeQuery('x'.repeat(10_000)).length, 200);
  // The cut is what bounds the work (no timing here: the machine may be busy): 200 characters match no 50-character keyword.
  const articles = Array.from({length: 500}, (_, i) => entry(`Article ${i}`, 'A', ['k'.repeat(50)]));
  assert.deepEqual(matchArticles(articles, 'k'.repeat(10_000)), []);
  assert.equal(matchArticles(articles, 'k'.repeat(50)).length, 500);
});

test('groups keep the order of first appearance', () => {
  const groups = groupByCategory(ENTRIES);
  assert.deepEqual(
    groups.map((g) => g.label),
    ['Web Design', 'Web Hosting', 'WordPress'],
  );
  assert.deepEqual(
    groups[1].items.map((e) => e.title),
    ['Backups', 'DNS Management'],
  );
});

test('highlightSegments marks every occurrence of every term, case-insensitively', () => {
  assert.deepEqual(highlightSegments('Backup your backups', ['backup']), [
    {text: 'Backup', match: true},
    {text: ' your ', match: false},
    {text: 'backup', match: true},
    {text: 's', match: false},
  ]);
  assert.deepEqual(
    highlightSegments('DNS TTL', ['ttl', 'dns'])
      .filter((s) => s.match)
      .map((s) => s.text),
    ['DNS', 'TTL'],
  );
  assert.deepEqual(highlightSegments('plain', []), [{text: 'plain', match: false}]);
  assert.deepEqual(highlightSegments('<b>x</b>', ['<b>']), [
    {text: '<b>', match: true},
    {text: 'x</b>', match: false},
  ]);
  const joined = highlightSegments('a.*b(c)', ['.*', '(c)'])
    .map((s) => s.text)
    .join('');
  assert.equal(joined, 'a.*b(c)');
});

test('queryTerms drops one-letter words', () => {
  assert.deepEqual(queryTerms('  A  dns   Record '), ['dns', 'record']);
});

test('excerptAround keeps short text and centres long text on the first match', () => {
  assert.equal(excerptAround('short text', ['text']), 'short text');
  const long = `${'lorem '.repeat(60)}the needle is here ${'ipsum '.repeat(60)}`;
  const excerpt = excerptAround(long, ['needle']);
  assert.ok(excerpt.includes('needle'));
  assert.ok(excerpt.startsWith('…') && excerpt.endsWith('…'));
  assert.ok(excerpt.length <= 142);
});
