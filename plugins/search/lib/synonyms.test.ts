import assert from 'node:assert/strict';
import {test} from 'node:test';
import {countPhrase, phraseKey, stemsOf, synonymFileProblems, synonymRules} from './synonyms';
import {queryWords} from './tokenize';

const FILE = 'docs/search-synonyms.yml';

test('rules are folded as the index holds words; a single article word may be written without a list', () => {
  assert.deepEqual(synonymRules({Hacker: ['Attacker', 'attacker'], 'White  Screen': 'critical error'}), [
    {reader: 'hacker', targets: ['attacker']},
    {reader: 'white screen', targets: ['critical error']},
  ]);
  assert.equal(phraseKey("Can't log-in"), 'cant log in');
  assert.deepEqual(synonymRules(null), [], 'an empty file has no rules');
});

test('a malformed file gets one sentence per problem, naming the line and the fix', () => {
  assert.deepEqual(synonymFileProblems(null, FILE), []);
  assert.deepEqual(synonymFileProblems({hacker: ['attacker']}, FILE), []);
  assert.match(synonymFileProblems(['hacker'], FILE)[0], /expected a mapping .* found a list/);
  assert.match(synonymFileProblems({hacker: []}, FILE)[0], /"hacker" needs a list of the words the articles use for it/);
  assert.match(synonymFileProblems({hacker: [3]}, FILE)[0], /"hacker" needs a list/);
  assert.match(synonymFileProblems({'!!': ['x y']}, FILE)[0], /"!!" has no word to search for/);
  assert.match(synonymFileProblems({hacker: ['Hacker']}, FILE)[0], /"hacker" lists itself/);
  assert.match(synonymFileProblems({hacker: ['attacker'], Hacker: ['intruder']}, FILE)[0], /"Hacker" is listed twice \(also as "hacker"\)/);
  assert.match(
    synonymFileProblems({hacked: ['compromised', 'hacking']}, FILE)[0],
    /"hacked" leads to "hacking", which search already finds for it \(both stem to "hack"\)/,
  );
  assert.deepEqual(
    synonymFileProblems({lost: ['lose'], faster: ['speed']}, FILE),
    [],
    'forms the stemmer leaves apart are what such lines are for',
  );
  assert.match(synonymFileProblems({Much: ['price']}, FILE)[0], /"Much" is a word search leaves out of every query/);
  assert.deepEqual(synonymFileProblems({'how often': ['cadence']}, FILE), [], 'a phrase is read whole, stop words included');
});

test('a phrase is counted word by word by stem, stop words included', () => {
  const stems = stemsOf('Attackers attacked; the attacker left. Mixed content, mixed contents.');
  assert.equal(countPhrase(stems, 'attacker'), 3, 'Porter brings "attackers", "attacked" and "attacker" to "attack"');
  assert.equal(countPhrase(stems, 'left'), 1);
  assert.equal(countPhrase(stems, 'mixed content'), 2);
  assert.equal(countPhrase(stems, 'mixed attacker'), 0, 'the words in that order only');
  assert.equal(countPhrase(stemsOf('the site is not secure'), 'not secure'), 1);
  assert.equal(countPhrase([], 'x'), 0);
});

test("a query reads a reader's phrase as one word, by stem, the longest first", () => {
  const phrases = ['white screen', 'not secure', 'site not secure'];
  assert.deepEqual(
    queryWords('WordPress white screens', phrases).map((word) => word.term),
    ['wordpress', 'white screen'],
  );
  assert.deepEqual(
    queryWords('browser says site not secure', phrases).map((word) => word.term),
    ['browser', 'says', 'site not secure'],
  );
  assert.deepEqual(
    queryWords('white scr', phrases).map((word) => [word.term, word.typing]),
    [
      ['white', false],
      ['scr', true],
    ],
    'a phrase still being typed is its words',
  );
});
