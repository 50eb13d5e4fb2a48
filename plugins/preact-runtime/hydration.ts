/**
 * What the Preact client (./client.ts) tells components about hydration, so
 * src/components/DeferredHydration can split it into several tasks. Nothing
 * sets it under React (the server, `npm start`), where deferral is off.
 */
export const hydration = {
  /** Pages are hydrated by Preact: set once, before the first render. */
  byPreact: false,
  /** Inside the first, synchronous hydrate() call. */
  initial: false,
};
