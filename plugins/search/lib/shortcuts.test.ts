import assert from 'node:assert/strict';
import {test} from 'node:test';
import {isMacPlatform, isSlashShortcut, isToggleShortcut, toggleShortcutLabel} from './shortcuts';

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

test('Ctrl+K and Cmd+K both toggle, whatever the platform', () => {
  assert.ok(isToggleShortcut(key('k', {ctrlKey: true})));
  assert.ok(isToggleShortcut(key('K', {ctrlKey: true})));
  assert.ok(isToggleShortcut(key('k', {metaKey: true})));
  assert.ok(isToggleShortcut(key('K', {metaKey: true})));
  assert.ok(!isToggleShortcut(key('k', {ctrlKey: true, shiftKey: true})));
  assert.ok(!isToggleShortcut(key('k', {metaKey: true, altKey: true})));
  assert.ok(!isToggleShortcut(key('k')));
  assert.ok(!isToggleShortcut(key('j', {ctrlKey: true})));
});

test("the hint shows the platform's usual shortcut", () => {
  assert.equal(toggleShortcutLabel(true), '⌘K');
  assert.equal(toggleShortcutLabel(false), 'Ctrl K');
});

test('slash opens only outside text fields', () => {
  assert.ok(isSlashShortcut(key('/'), {tagName: 'BODY'}));
  assert.ok(isSlashShortcut(key('/'), null));
  assert.ok(!isSlashShortcut(key('/'), {tagName: 'input'}));
  assert.ok(!isSlashShortcut(key('/'), {tagName: 'TEXTAREA'}));
  assert.ok(!isSlashShortcut(key('/'), {tagName: 'DIV', isContentEditable: true}));
  assert.ok(!isSlashShortcut(key('/', {ctrlKey: true}), {tagName: 'BODY'}));
});

test('Mac detection', () => {
  assert.ok(isMacPlatform('MacIntel'));
  assert.ok(isMacPlatform('iPhone'));
  assert.ok(!isMacPlatform('Linux x86_64'));
  assert.ok(!isMacPlatform('Win32'));
});
