import { useParams } from 'react-router-dom';

/**
 * The route id of the spec's `…/edit/{id}` URLs (the routes manager, the riders-of-today
 * report), or '' when the URL has none or not a route id (the page then opens with nothing chosen).
 */
export function useRouteIdParam(): number | '' {
  const { id } = useParams<{ id?: string }>();
  return id && /^[1-9]\d{0,9}$/.test(id) ? Number(id) : '';
}
