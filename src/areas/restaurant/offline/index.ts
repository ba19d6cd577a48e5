/**
 * The lunch line without the server (issue 33): the meal served from the line's roster and queued
 * as a late meal. Its server side is the feature of the same name in server/modules/restaurant (the
 * roster and the late meals). What the sibling features use: the hook the lunch line's page serves
 * with while the connection is lost.
 */
export { useOfflineMeal } from './useOfflineMeal';
