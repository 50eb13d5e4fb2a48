import assert from 'node:assert/strict';
import {test} from 'node:test';
import {matchedWords, toTextHit} from './fullText';

const page = {key: 's4', pageTitle: 'Website Backups', pageUrl: '/docs/hosting/backups'};

test('a heading hit shows the heading and links to its anchor', () => {
  const hit = toTextHit({
    ...page,
    section: ['The 3-2-1 rule', 'three-two-one', 'Keep three copies.'],
    headingMatch: true,
    matchedTerms: new Set(['rule']),
  });
  assert.deepEqual(hit, {
    key: 's4',
    pageTitle: 'Website Backups',
    text: 'The 3-2-1 rule',
    kind: 'heading',
    url: '/docs/hosting/backups#three-two-one',
    tokens: ['rule'],
    section: ['The 3-2-1 rule', 'three-two-one', 'Keep three copies.'],
  });
});

test('a text hit shows the section text; the intro links to the page and shows its title as heading', () => {
  const text = toTextHit({
    ...page,
    section: ['Retention', 'retention', 'Keep Backups for 30 days.'],
    headingMatch: false,
    matchedTerms: new Set(['backups']),
  });
  assert.deepEqual(
    [text.kind, text.text, text.url, text.tokens],
    ['text', 'Keep Backups for 30 days.', '/docs/hosting/backups#retention', ['Backups']],
  );
  const intro = toTextHit({...page, section: ['', '', 'This guide…'], headingMatch: true, matchedTerms: new Set(['website'])});
  assert.deepEqual([intro.kind, intro.text, intro.url, intro.tokens], ['heading', 'Website Backups', '/docs/hosting/backups', ['Website']]);
});

test('matched words are the words as written whose index term the query matched', () => {
  assert.deepEqual(matchedWords('Résumé: backups, Backup and the Theme', new Set(['resume', 'backups', 'backup', 'theme'])), [
    'Résumé',
    'backups',
    'Backup',
    'Theme',
  ]);
  assert.deepEqual(matchedWords('<b>x</b>', new Set(['script'])), []);
});
