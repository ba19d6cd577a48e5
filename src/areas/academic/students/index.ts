/**
 * Students: the student form's pickers and map, the student file with its allergies and timeline
 * (server/modules/academic/students). What the sibling features use: the pickers' paged table.
 */
export { PickTable, type PickColumn } from './PickTable';
