/**
 * Courses: the course dialog's search of students by surname and course (server/modules/academic/courses);
 * the courses' list and form are the generic CRUD's. The student form's course picker opens it.
 */
export { CourseStudentSearch } from './CourseStudentSearch';
