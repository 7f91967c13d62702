import type { FastifyInstance } from 'fastify';

export type RunLater = (task: () => Promise<void>) => void;

/**
 * Work done after the answer is sent (the forgot-password e-mail, docs/decisions/012): failures
 * are logged, and closing the app waits for what is still running.
 */
export function backgroundTasks(app: FastifyInstance): RunLater {
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(running);
  });
  return (task) => {
    const run: Promise<void> = task()
      .catch((err: unknown) => app.log.error({ err }, 'background task failed'))
      .finally(() => running.delete(run));
    running.add(run);
  };
}
