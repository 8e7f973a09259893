let markStarted: () => void = () => undefined;

/**
 * Resolves once start-up knows the deployment settings and the session (app/bootstrap.ts): what
 * may begin before the first render but needs both, such as the flags (issue 8).
 */
export const startupDone = new Promise<void>((resolve) => {
  markStarted = resolve;
});

export function finishStartup(): void {
  markStarted();
}
