/**
 * A family's hours per store on the wire (issue 55): each window's shape, and the list checked by
 * its rules (src/domain/saleWindows.ts), the first problem said with the window's number.
 */
import { z } from 'zod';
import { WINDOW_STORES, windowsProblem } from './saleWindows';

export const WINDOWS_NOT_A_LIST = 'Los horarios deben ser una lista de {tienda, desde, hasta}';

/** A store's window as the wire carries it; its rules (windowsProblem) are checked on the list. */
export const saleWindowSchema = z.object({
  tienda: z.number({ error: WINDOWS_NOT_A_LIST }).int({ error: WINDOWS_NOT_A_LIST }),
  desde: z.string({ error: WINDOWS_NOT_A_LIST }),
  hasta: z.string({ error: WINDOWS_NOT_A_LIST }),
});
export const saleWindowsSchema = z
  .array(saleWindowSchema, { error: WINDOWS_NOT_A_LIST })
  .max(40, { error: WINDOWS_NOT_A_LIST })
  .superRefine((windows, ctx) => {
    const problem = windowsProblem(windows, WINDOW_STORES);
    if (problem)
      ctx.addIssue({ code: 'custom', message: `Horario ${problem.index + 1}: ${problem.message}` });
  });
