/** The catalog keys of the transport area's texts that vary with a value. */
export const dayKey = (day: number) => `transport.days.${day}`;
export const dayShortKey = (day: number) => `transport.days_short.${day}`;
export const shiftKey = (shift: number) => `transport.shifts.${shift}`;
export const boardStateKey = (state: string) => `transport.boarding.groups.${state}`;
