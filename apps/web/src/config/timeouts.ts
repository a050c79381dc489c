/** A script chunk that has not loaded after this long fails with a chunk-load error (spec §9). */
export const chunkLoadTimeoutMs = 120_000;

/** An API call that has not answered after this long fails with the slow-network message. */
export const requestTimeoutMs = 30_000;

/** How long a success dialog stays before closing on its own. */
export const successDialogTimeoutMs = 2_500;
