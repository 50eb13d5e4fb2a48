import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, test} from 'node:test';
import {readSynonyms, SYNONYMS_FILE, unusedTargetProblems} from './synonymsFile';

const site = mkdtempSync(path.join(tmpdir(), 'larkspur-synonyms-'));
after(() => rmSync(site, {recursive: true, force: true}));
const write = (content: string) => {
  mkdirSync(path.join(site, 'docs'), {recursive: true});
  writeFileSync(path.join(site, SYNONYMS_FILE), content);
};

test('the build reads the rules, and stops on a malformed file with a message naming it and the fix', () => {
  write('# readers\nhacker: [attacker]\nwhite screen: critical error\n');
  assert.deepEqual(readSynonyms(site), [
    {reader: 'hacker', targets: ['attacker']},
    {reader: 'white screen', targets: ['critical error']},
  ]);
  write('hacker: [attacker\n');
  assert.throws(() => readSynonyms(site), /docs\/search-synonyms\.yml could not be read as YAML/);
  write('hacker: []\n');
  assert.throws(() => readSynonyms(site), /"hacker" needs a list of the words the articles use for it/);
});

test('an article word no indexed page uses is reported with its rule, naming the unindexed page that alone uses it', () => {
  const rules = [
    {reader: 'hacker', targets: ['attacker', 'black hat']},
    {reader: 'white screen', targets: ['critical error']},
    {reader: 'boilerplate', targets: ['article template']},
  ];
  const problems = unusedTargetProblems(rules, [
    {file: 'docs/security/a.mdx', text: 'Attackers scan sites.', indexed: true},
    {file: 'docs/wordpress/b.mdx', text: 'A critical error email.', indexed: true},
    {file: 'docs/authoring/template.mdx', text: 'The article template, with critical errors.', indexed: false},
  ]);
  assert.deepEqual(problems, [
    `${SYNONYMS_FILE}: "hacker" leads to "black hat", but no article uses it (in its title, description, keywords or prose; code blocks are not synonym targets). ` +
      `A synonym sends readers' words to words the listed articles use: change "black hat" to the word they use, or remove it.`,
    `${SYNONYMS_FILE}: "boilerplate" leads to "article template", but only docs/authoring/template.mdx uses it, and search does not index that page (unlisted: true). ` +
      `A synonym sends readers' words to words the listed articles use: change "article template" to the word they use, or remove it.`,
  ]);
});
