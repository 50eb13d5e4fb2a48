import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, test} from 'node:test';
import {readSynonyms, SYNONYMS_FILE, unusedTargets} from './synonymsFile';

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

test('an article word no text uses is reported with its rule', () => {
  const rules = [
    {reader: 'hacker', targets: ['attacker', 'black hat']},
    {reader: 'white screen', targets: ['critical error']},
  ];
  assert.deepEqual(unusedTargets(rules, ['Attackers scan sites.', 'A critical error email.']), [['hacker', 'black hat']]);
});
