// Runs before Prism's core loads (imports run in order): Prism reads these settings from a
// pre-existing global and then replaces the global with itself.
(globalThis as { Prism?: unknown }).Prism = { manual: true, disableWorkerMessageHandler: true };
export {};
