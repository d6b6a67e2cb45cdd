/**
 * The contract's schemas at run time (zod and every call's answer: about a fifth of the app's JS) come as their own
 * chunk on first need, not with the startup bundle (docs/performance.md, "Web pages"). Constants and types are
 * still imported from '@wheeldeal/contract' directly: its limits module loads no zod.
 */
type Contract = typeof import('@wheeldeal/contract');

let loaded: Contract | undefined;
let loading: Promise<Contract> | undefined;

/** Loads the schemas once; the first API call starts it (lib/api/call.ts), alongside its own request. */
export function loadContract(): Promise<Contract> {
  loading ??= import('@wheeldeal/contract').then((m) => (loaded = m));
  return loading;
}

/** The schemas when they are here already (after the first call), for decoding without waiting. */
export function contractIfLoaded(): Contract | undefined {
  return loaded;
}
