/**
 * `react-dom/client` for the browser bundle: preact/compat's roots, except
 * that hydration starts after the next paint. The page template
 * (src/lib/ssrTemplate.ts) already runs the scripts after the first paint;
 * this wait keeps evaluating them and hydrating in two tasks, not one long
 * one, and lets the browser paint anything they changed. Parts of the page
 * wrapped in src/components/DeferredHydration are hydrated in later tasks.
 */
import type {ReactNode} from 'react';
import {options} from 'preact';
import {hydrate} from 'preact/compat';
import {createRoot} from 'preact/compat/client';
import {hydration, runInitialHydration, whenPartsHydrated} from './hydration';

export {createRoot};

/** Hidden tabs get no animation frames; this bounds the wait for them. */
const LATEST_MS = 200;

function afterNextPaint(callback: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    callback();
  };
  // A timeout set inside an animation frame runs after that frame is painted.
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, LATEST_MS);
}

/**
 * Preact runs effects after the next frame, through this hook when it is set.
 * They wait for the deferred parts too: the parts must hydrate before any
 * effect changes state (useIsBrowser turning true) and makes them render
 * something else than the server did.
 */
function afterPartsAndNextPaint(flushEffects: () => void): void {
  whenPartsHydrated(() => afterNextPaint(flushEffects));
}

export function hydrateRoot(container: Element, children: ReactNode): ReturnType<typeof createRoot> {
  hydration.byPreact = true;
  (options as {requestAnimationFrame?: (callback: () => void) => void}).requestAnimationFrame = afterPartsAndNextPaint;
  afterNextPaint(() => runInitialHydration(() => hydrate(children as Parameters<typeof hydrate>[0], container)));
  return createRoot(container);
}

export default {createRoot, hydrateRoot};
