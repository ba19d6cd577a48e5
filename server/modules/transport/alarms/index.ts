/**
 * Run alarms (issue 53, item 4): the transport coordinator's live list of open runs and alarms,
 * an alarm resolved, and the timer every node runs that raises the due alarms (routes.ts, with
 * `raiseRunAlarms`; the resolve in service.ts, the reads in queries.ts). The alarms themselves are
 * written by the runs feature's one writer (runs/service.ts). Its screen is src/areas/transport/alarms/.
 */
export { alarmRoutes, raiseRunAlarms } from './routes';
