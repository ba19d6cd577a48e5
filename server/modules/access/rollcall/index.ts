/** Access control's evacuation roll call (issue 53 item 6); the screen is src/areas/access/rollcall/. */
export { rollCallRoutes } from './routes';
