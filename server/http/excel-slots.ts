/**
 * How many reports' Excel files this node writes at once (issue 28). An export reads the
 * database and compresses for as long as its file lasts, so a staff member runs at most
 * EXCEL_PER_STAFF at a time and the node at most `max` (EXCEL_MAX_CONCURRENT); past either,
 * 429 in Spanish. Counted in this node's memory: behind a load balancer each node allows its
 * own, and a staff member's limit is per node too (docs/decisions.md: Excel files at once).
 */
import { EXCEL_BUSY_SERVER, EXCEL_BUSY_STAFF, EXCEL_PER_STAFF } from '../../src/domain/reports';
import { AppError } from './errors';

export class ExcelSlots {
  private readonly byStaff = new Map<number, number>();
  private total = 0;

  constructor(
    readonly max: number,
    readonly perStaff = EXCEL_PER_STAFF,
  ) {}

  /**
   * A slot for the staff member's export, or the 429 naming whose limit is reached. The
   * returned release frees it; calling it again does nothing, so every way an export ends
   * (its end, a failure, the client leaving) may call it.
   */
  take(staffId: number): () => void {
    const mine = this.byStaff.get(staffId) ?? 0;
    if (mine >= this.perStaff) throw new AppError(429, EXCEL_BUSY_STAFF, 'too_many_exports');
    if (this.total >= this.max) throw new AppError(429, EXCEL_BUSY_SERVER, 'server_busy');
    this.byStaff.set(staffId, mine + 1);
    this.total++;
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      this.total--;
      const left = (this.byStaff.get(staffId) ?? 1) - 1;
      if (left > 0) this.byStaff.set(staffId, left);
      else this.byStaff.delete(staffId);
    };
  }

  /** Exports being written now: the staff member's, or the node's. */
  inUse(staffId?: number): number {
    return staffId === undefined ? this.total : (this.byStaff.get(staffId) ?? 0);
  }
}
