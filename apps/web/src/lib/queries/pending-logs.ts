import type { NicotineLogBody, NicotineStatus } from '@vapolib/contracts';
import { compareDays, nicotineFigures, planTotals } from '@vapolib/domain';
import { type PendingWrite, pendingBodies } from '../pending-writes.ts';

/** The status with the logs still waiting to be sent: in the history, the chart, the figures and totals. */
export function withPendingLogs(status: NicotineStatus, writes: readonly PendingWrite[]): NicotineStatus {
  const waiting = pendingBodies<NicotineLogBody>(writes, 'nicotine-log');
  if (waiting.size === 0) return status;
  const logs = [...status.logs.filter((log) => !waiting.has(log.date)), ...waiting.values()].sort((a, b) =>
    compareDays(a.date, b.date),
  );
  return {
    ...status,
    logs,
    ...nicotineFigures(logs, status.plan.startRate),
    totals: planTotals(status.plan.steps, logs, status.today),
  };
}
