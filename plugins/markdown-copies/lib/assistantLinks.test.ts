import assert from 'node:assert/strict';
import {test} from 'node:test';
import {assistantLinks} from './assistantLinks';

test('each assistant link opens a new chat asking to read the page’s absolute Markdown URL', () => {
  const links = assistantLinks('/docs/hosting/backups.md');
  assert.deepEqual(
    links.map(({name, href}) => [name, `${new URL(href).origin}${new URL(href).pathname}`]),
    [
      ['ChatGPT', 'https://chatgpt.com/'],
      ['Claude', 'https://claude.ai/new'],
    ],
  );
  for (const {href} of links) {
    assert.equal(
      new URL(href).searchParams.get('q'),
      'Read https://docs.larkspur.example/docs/hosting/backups.md so I can ask you questions about it.',
    );
  }
});

test('the prompt is one encoded parameter, whatever the path holds', () => {
  const [chatGpt] = assistantLinks('/docs/a&b=c d.md');
  assert.deepEqual([...new URL(chatGpt.href).searchParams.keys()], ['q']);
  assert.match(new URL(chatGpt.href).searchParams.get('q')!, /^Read https:\/\/docs\.larkspur\.example\/docs\/a&b=c%20d\.md so I can/);
});
