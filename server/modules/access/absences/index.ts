/** Absence at the cut-off and missing exits (issue 53): the day's lists, the excuses and the timer that tells the families. */
export { absenceRoutes } from './routes';
// The gate answers the day's alert; the portal excuses a day; the tests run a round at their instant.
export { absenceRound, answerAlert, saveExcuse } from './service';
export { excusePhoto, excusesWhere } from './queries';
