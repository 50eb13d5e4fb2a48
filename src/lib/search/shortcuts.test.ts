import assert from 'node:assert/strict';
import {test} from 'node:test';
import {isMacPlatform, isSlashShortcut, isToggleShortcut} from './shortcuts';

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

test('Ctrl+K elsewhere, Cmd+K on a Mac', () => {
  assert.ok(isToggleShortcut(key('k', {ctrlKey: true}), false));
  assert.ok(isToggleShortcut(key('K', {ctrlKey: true}), false));
  assert.ok(!isToggleShortcut(key('k', {metaKey: true}), false));
  assert.ok(isToggleShortcut(key('k', {metaKey: true}), true));
  assert.ok(!isToggleShortcut(key('k', {ctrlKey: true}), true));
  assert.ok(!isToggleShortcut(key('k', {ctrlKey: true, shiftKey: true}), false));
  assert.ok(!isToggleShortcut(key('k'), false));
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
