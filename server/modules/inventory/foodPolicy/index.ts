/**
 * The school's food policy (issue 35): its routes (routes.ts), its reads (queries.ts), its one write
 * and the inspector's workbook (service/). The area's door registers the routes and gives the policy's
 * read to the tills' catalog and the lunch line; the catalog checks a product's seals against it.
 */
export { foodPolicyRoutes } from './routes';
export { readFoodPolicy } from './queries';
