/** The server as a child process of a benchmark script: waiting for it to answer, stopping it. */
import type { ChildProcess } from 'node:child_process';

/** Resolves once `/health` on 127.0.0.1:port answers 2xx; kills the child and throws after 30 s. */
export async function waitForHealth(child: ChildProcess, port: number): Promise<ChildProcess> {
  for (let attempt = 0; attempt < 100; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (child.exitCode !== null) break;
    const ok = await fetch(`http://127.0.0.1:${port}/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return child;
  }
  child.kill();
  throw new Error('the server did not start');
}

export async function stopServer(server: ChildProcess | undefined): Promise<void> {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
}
