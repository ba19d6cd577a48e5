/**
 * Courses: the routes the pickers use (every course, and the students by course). The courses'
 * list, form and writes are the generic CRUD's (server/modules/resources); the screen is
 * src/areas/academic/courses.
 */
export { courseRoutes } from './routes';
