/**
 * A student's meal: their own, else their user category's. The lunch line's scan, its offline roster
 * and the meal plans' price read it here.
 */
export { studentMeal, userCategories } from './queries';
