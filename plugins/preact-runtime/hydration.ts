/**
 * The first hydration, as the Preact client (./client.ts) runs it and
 * src/components/DeferredHydration splits it into parts. Nothing here is set
 * under React (the server, `npm start`), where deferral is off.
 */
export const hydration = {
  /** Pages are hydrated by Preact: set once, before the first render. */
  byPreact: false,
  /** Inside the first, synchronous hydrate() call. */
  initial: false,
};

let partsLeft = 0;
const waiting: (() => void)[] = [];

/**
 * For a part that suspends during the first hydration: the promise that
 * releases it in a timer task of its own. The part counts as hydrated from
 * the task after, once its render has run.
 */
export function deferPart(): Promise<void> {
  partsLeft += 1;
  return new Promise((resolve) => {
    setTimeout(() => {
      resolve();
      setTimeout(partHydrated, 0);
    }, 0);
  });
}

function runWaitingIfDone(): void {
  if (!hydration.initial && partsLeft === 0) waiting.splice(0).forEach((callback) => callback());
}

function partHydrated(): void {
  partsLeft -= 1;
  runWaitingIfDone();
}

/** Runs the first, synchronous hydrate() call; once it returns, the parts it deferred are all counted. */
export function runInitialHydration(hydrate: () => void): void {
  hydration.initial = true;
  try {
    hydrate();
  } finally {
    hydration.initial = false;
    runWaitingIfDone();
  }
}

/**
 * Runs `callback` once the first hydration and every part it deferred are
 * done (at once after that). During the first hydrate() call a part further
 * down the page may still be deferred, so callbacks wait for its end.
 */
export function whenPartsHydrated(callback: () => void): void {
  waiting.push(callback);
  runWaitingIfDone();
}
