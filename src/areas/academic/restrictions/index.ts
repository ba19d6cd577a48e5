/**
 * A student's restricted products and daily spending limit: the grid and one student's screen
 * (server/modules/academic/restrictions). What the sibling features use: the address of a student's screen.
 */
export { restrictionDetailPath } from './restrictionPaths';
