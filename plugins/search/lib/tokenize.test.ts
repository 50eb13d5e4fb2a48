import assert from 'node:assert/strict';
import {test} from 'node:test';
import {MAX_TERM_LENGTH, baseWordsOf, foldText, indexTerms, queryWords, stemOf, wordsOf} from './tokenize';

const queryPrefixes = (query: string) => queryWords(query).map((word) => word.term);

test('words are lower-cased with diacritics folded, composed or not', () => {
  assert.deepEqual(indexTerms('Résumé CAFÉ naïve Ångström'), ['resume', 'cafe', 'naive', 'angstrom']);
  assert.deepEqual(indexTerms('Cafe\u0301'), ['cafe']);
  assert.equal(foldText('Ünïcödé'), 'unicode');
});

test('punctuation splits words; apostrophes join them and possessives go', () => {
  assert.deepEqual(indexTerms('wp-config.php, (DNS) TTL: 3600s!'), ['wp', 'config', 'php', 'dns', 'ttl', '3600s']);
  assert.deepEqual(indexTerms("WordPress's plugins won't \u2019update\u2019"), ['wordpress', 'plugins', 'update'], '"wont" is a stop word');
  assert.deepEqual(
    wordsOf("don't O\u2019Brien").map(({term}) => term),
    ['dont', 'obrien'],
  );
  assert.deepEqual(
    indexTerms('I use a 3-2-1 rule, a 4.5:1 ratio, PHP 8.3 and 1.1.1.1.'),
    ['use', '3-2-1', 'rule', '4.5:1', 'ratio', 'php', '8.3', '1.1.1.1'],
    'numbers keep their inner punctuation; one-character words are not indexed',
  );
});

test('very common English words are dropped from the index', () => {
  assert.deepEqual(indexTerms('What is the best way to back up a site and its database?'), [
    'best',
    'way',
    'back',
    'up',
    'site',
    'database',
  ]);
});

test('repeats are kept: they are the term frequency', () => {
  assert.deepEqual(indexTerms('Backup backup BACKUP'), ['backup', 'backup', 'backup']);
});

test('wordsOf gives the place of each word in the original text, for highlighting', () => {
  const text = 'Le café, c’est la vie';
  assert.deepEqual(
    wordsOf(text).map(({term, start, end}) => [term, text.slice(start, end)]),
    [
      ['le', 'Le'],
      ['cafe', 'café'],
      ['cest', 'c’est'],
      ['la', 'la'],
      ['vie', 'vie'],
    ],
  );
});

test('query words: stop words dropped, except a last word still being typed', () => {
  assert.deepEqual(queryPrefixes('how to back up the database'), ['back', 'up', 'database']);
  assert.deepEqual(queryPrefixes('wordpress the'), ['wordpress', 'the'], '"the" may be becoming "theme"');
  assert.deepEqual(queryPrefixes('wordpress the '), ['wordpress']);
  assert.deepEqual(queryPrefixes('DNS dns Dns'), ['dns']);
  assert.deepEqual(queryPrefixes('how much does plesk cost'), ['plesk', 'cost'], 'a quantity word says nothing about the topic');
  assert.deepEqual(queryPrefixes('too many options confuse visitors'), ['options', 'confuse', 'visitors']);
  assert.deepEqual(queryPrefixes('how often should i check backups'), ['often', 'check', 'backups'], 'a question\'s "should" is no topic');
  assert.deepEqual(queryPrefixes('keep strangers out of my database'), ['keep', 'strangers', 'database'], 'a verb\'s "out" is no topic');
  assert.deepEqual(queryPrefixes('power out'), ['power', 'out'], '"out" may be becoming "outage"');
});

test('query words carry their stem, and the prefix every matching term starts with', () => {
  assert.deepEqual(queryWords('Renewing companies 4.5:1'), [
    {term: 'renewing', stem: 'renew', lookup: 'renew', typing: false},
    {term: 'companies', stem: 'compani', lookup: 'compan', typing: false},
    {term: '4.5:1', stem: '4.5:1', lookup: '4.5:1', typing: true},
  ]);
  assert.equal(queryWords('company ')[0].lookup, 'compan', '"company" and "companies" share only "compan"');
  assert.equal(queryWords('copies ')[0].lookup, 'cop', '"copies" must also find "copy" (both stem to "copi")');
  assert.equal(queryWords('hope ')[0].lookup, 'hop', '"hope" must also find "hoping" (both stem to "hope")');
});

test('unsafe input gives plain words or none, and never throws', () => {
  for (const query of ['.*', '([', '\\', '$^', '\u0000', '🙂🔒', '<img src=x onerror=alert(1)>', '"><script>x</script>']) {
    assert.doesNotThrow(() => queryPrefixes(query));
  }
  assert.deepEqual(queryPrefixes('.*([\\$^🙂'), []);
  assert.deepEqual(queryPrefixes('<img src=x onerror=alert(1)>'), ['img', 'src', 'onerror', 'alert']);
  assert.deepEqual(queryPrefixes('x'.repeat(10_000)), [], 'a word longer than any indexed term is not looked up');
  assert.deepEqual(indexTerms(`${'a'.repeat(MAX_TERM_LENGTH)} ${'b'.repeat(MAX_TERM_LENGTH + 1)}`), ['a'.repeat(MAX_TERM_LENGTH)]);
  // A long pasted query is one pass over its words, repeats collapsed (no timing here: the machine may be busy).
  assert.deepEqual(queryPrefixes('word '.repeat(2_000)), ['word']);
});

test('a comparative or agent noun the stemmer leaves whole leads to its base word', () => {
  const bases = (word: string) => baseWordsOf(queryWords(`${word} `)[0]).map(({stem}) => stem);
  assert.ok(bases('strangers').includes(stemOf('strange')), '"strangers" -> "strange"');
  assert.ok(bases('safer').includes(stemOf('safe')));
  assert.ok(bases('bigger').includes(stemOf('big')), 'the doubled consonant undone');
  assert.ok(bases('easiest').includes(stemOf('easy')), 'the stemmer writes "easy" as "easi"');
  assert.deepEqual(bases('customers'), [], 'no ending to take off');
  assert.deepEqual(bases('user'), [], 'too short a root');
  // The lookup is what every form of the base word starts with ("easy", "easily").
  assert.deepEqual(baseWordsOf(queryWords('easiest ')[0]).find(({stem}) => stem === stemOf('easy'))?.lookup, 'eas');
});
