/**
 * The students import from a CSV file: its preview and the import itself (src/areas/academic/import),
 * writing each student through the students' own write.
 */
export { studentImportRoutes } from './routes';
