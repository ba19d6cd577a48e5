/** Access control's shifts (jornadas): their generic CRUD and the old client's paths; the screen is src/areas/access/shifts/. */
export { shiftRoutes } from './routes';
