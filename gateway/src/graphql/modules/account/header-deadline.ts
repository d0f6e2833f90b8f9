import type { FastifyBaseLogger } from 'fastify';

/**
 * The header's figures inside a page's query (Viewer.headerWallet, headerCounts): a read that fails or outlasts
 * the deadline answers null, so the page's data is whole and on time; the header then reads the figure again by
 * itself (`wait: true`). The late platform call is left to finish: other fields of the request may share it.
 */
export class HeaderDeadline {
  constructor(
    private readonly deadlineMs: number,
    private readonly logger: FastifyBaseLogger,
  ) {}

  async within<T>(figure: string, read: Promise<T>): Promise<T | null> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), this.deadlineMs);
    });
    try {
      const outcome = await Promise.race([read.then((value) => ({ value })), late]);
      if (outcome !== 'late') return outcome.value;
      this.logger.warn({ figure, deadlineMs: this.deadlineMs }, 'header figure past its deadline, answered null');
      return null;
    } catch (error) {
      this.logger.warn({ figure, err: error }, 'header figure failed, answered null');
      return null;
    } finally {
      clearTimeout(timer);
    }
  }
}
