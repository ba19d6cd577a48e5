/** The catalog keys of the transport area's texts that vary with a value. */
export const dayKey = (day: number) => `transport.days.${day}`;
export const dayShortKey = (day: number) => `transport.days_short.${day}`;
export const shiftKey = (shift: number) => `transport.shifts.${shift}`;
export const boardStateKey = (state: string) => `transport.boarding.groups.${state}`;
export const runStateKey = (state: string) => `transport.runs.states.${state}`;
export const directionKey = (sentido: string) => `transport.runs.directions.${sentido}`;
export const placeKey = (place: string) => `transport.runs.places.${place}`;
export const runEventKey = (kind: string) => `transport.runs.events.${kind}`;
export const alarmKindKey = (kind: string) => `transport.alarms.kinds.${kind}`;
