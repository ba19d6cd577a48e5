/**
 * Students: the list, the form, one student, the student file and its timeline, create and update
 * (src/areas/academic/students). The students' write is shared with the import; a student's
 * allergies change through one door, the staff's form's and the families' portal's.
 */
export { studentRoutes } from './routes';
export { insertStudents, wantsCredential, type StudentInput } from './service/write';
export { setStudentAllergies } from './service/allergies';
