import assert from 'node:assert/strict';
import {test} from 'node:test';
import {CONSOLE_OUTBOX_SOURCE} from './outbox';
import {OutputCollector, type OutputLimit} from './output';

type Message = {type: 'console'; lines: string[]; limit?: OutputLimit};
interface Outbox {
  readonly full: boolean;
  add(text: string): void;
  finish(): void;
}

// The same source text the worker embeds.
const createConsoleOutbox = new Function(`return ${CONSOLE_OUTBOX_SOURCE}`)() as (options: object) => Outbox;

/** An outbox with a hand-driven clock and timer queue. */
function outbox(limits: {maxLines?: number; maxChars?: number; eagerLines?: number; batchLines?: number; batchMs?: number} = {}) {
  const sent: Message[] = [];
  const timers: (() => void)[] = [];
  const clock = {now: 0};
  const box = createConsoleOutbox({
    maxLines: 500,
    maxChars: 20_000,
    eagerLines: 2,
    batchLines: 3,
    batchMs: 50,
    ...limits,
    send: (message: Message) => sent.push(message),
    now: () => clock.now,
    later: (callback: () => void) => timers.push(callback),
  });
  const runTimers = () => timers.splice(0).forEach((callback) => callback());
  return {box, sent, clock, runTimers};
}

test('the first lines go out one by one, the rest in batches of batchLines', () => {
  const {box, sent} = outbox();
  for (let i = 0; i < 9; i += 1) box.add(`l${i}`);
  assert.deepEqual(
    sent.map((m) => m.lines),
    [['l0'], ['l1'], ['l2', 'l3', 'l4'], ['l5', 'l6', 'l7']],
  );
  box.finish();
  assert.deepEqual(sent.at(-1), {type: 'console', lines: ['l8']});
});

test('held lines are sent when the code yields (a zero-delay timer) or after batchMs', () => {
  const {box, sent, clock, runTimers} = outbox();
  box.add('a');
  box.add('b');
  box.add('c');
  assert.equal(sent.length, 2);
  runTimers();
  assert.deepEqual(sent.at(-1)?.lines, ['c']);
  box.add('d');
  clock.now = 60;
  box.add('e');
  assert.deepEqual(sent.at(-1)?.lines, ['d', 'e']);
  // A timer that fires with nothing held sends nothing.
  runTimers();
  assert.equal(sent.length, 4);
});

test('the line cap: once reached, one message says so and nothing more is sent', () => {
  const {box, sent} = outbox({maxLines: 5});
  for (let i = 0; i < 1000; i += 1) box.add(`line ${i}`);
  assert.ok(box.full);
  const lines = sent.flatMap((m) => m.lines);
  assert.deepEqual(lines, ['line 0', 'line 1', 'line 2', 'line 3', 'line 4']);
  assert.deepEqual(sent.at(-1), {type: 'console', lines: [], limit: 'lines'});
  assert.equal(sent.filter((m) => m.limit).length, 1);
  box.finish();
  assert.equal(sent.filter((m) => m.limit).length, 1);
});

test('exactly maxLines lines is not over the limit', () => {
  const {box, sent} = outbox({maxLines: 3});
  ['a', 'b', 'c'].forEach((line) => box.add(line));
  box.finish();
  assert.ok(!box.full);
  assert.ok(sent.every((m) => !m.limit));
});

test('the character cap cuts the line that crosses it', () => {
  const {box, sent} = outbox({maxChars: 10});
  box.add('1234');
  box.add('x'.repeat(50));
  box.add('more');
  assert.deepEqual(
    sent.flatMap((m) => m.lines),
    ['1234', 'x'.repeat(5)],
  );
  assert.equal(sent.at(-1)?.limit, 'chars');
});

test('the page joins batches, adds the limit note, and the reason a run stopped after it', () => {
  const collector = new OutputCollector({maxLines: 3, maxChars: 100});
  collector.addBatch(['a']);
  collector.addBatch(['b', 'c'], 'lines');
  collector.addBatch(['late']);
  assert.ok(collector.truncated);
  assert.equal(
    collector.text('Error: Stopped after 3 seconds.'),
    'a\nb\nc\nOutput limit reached: 3 lines shown.\nError: Stopped after 3 seconds.',
  );

  const byChars = new OutputCollector({maxLines: 3, maxChars: 20_000});
  byChars.addBatch(['x'], 'chars');
  assert.equal(byChars.text(), 'x\nOutput limit reached: 20,000 characters shown.');

  const fine = new OutputCollector();
  fine.addBatch(['a', 'b']);
  assert.equal(fine.text(), 'a\nb');
  assert.ok(!fine.truncated);
});

test('the page keeps to the cap even if more lines arrive than it allows', () => {
  const collector = new OutputCollector({maxLines: 2, maxChars: 100});
  collector.addBatch(['a', 'b', 'c', 'd']);
  assert.equal(collector.text(), 'a\nb\nOutput limit reached: 2 lines shown.');
});
