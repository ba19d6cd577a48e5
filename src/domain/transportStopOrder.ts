/**
 * *Sugerir orden* on the routes manager (spec part 2 §2): the stops of a bus route put in an order
 * that shortens the path from the school. Pure, so the web app runs it and a unit test checks it.
 */

/**
 * *Sugerir orden*: stops ordered to shorten the path from the school. Nearest neighbour from the
 * school, then 2-opt (reverse a stretch while that shortens the path) until nothing improves.
 * Distances are straight lines on the map (equirectangular), enough at a city's scale. Stops
 * without a home stay at the end in their order.
 */
export function suggestOrder<T extends { latitud: number | null; longitud: number | null }>(
  stops: readonly T[],
  school: { lat: number; lng: number },
): T[] {
  const placed = stops.filter((s) => s.latitud !== null && s.longitud !== null);
  const unplaced = stops.filter((s) => s.latitud === null || s.longitud === null);
  const point = (s: T) => ({ lat: s.latitud!, lng: s.longitud! });
  const dist = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
    const x = (b.lng - a.lng) * Math.cos(((a.lat + b.lat) / 2) * (Math.PI / 180));
    const y = b.lat - a.lat;
    return Math.sqrt(x * x + y * y);
  };
  const order: T[] = [];
  const left = [...placed];
  let here = school;
  while (left.length) {
    let best = 0;
    for (let i = 1; i < left.length; i++)
      if (dist(here, point(left[i])) < dist(here, point(left[best]))) best = i;
    const [next] = left.splice(best, 1);
    order.push(next);
    here = point(next);
  }
  // 2-opt on an open path: reversing stops i..j swaps the edges (before i → i) and (j → after j)
  // for (before i → j) and (i → after j); the stretch's inner edges keep their lengths.
  const at = (i: number) => (i < 0 ? school : point(order[i]));
  let improved = true;
  while (improved) {
    improved = false;
    for (let i = 0; i < order.length - 1; i++) {
      for (let j = i + 1; j < order.length; j++) {
        const last = j === order.length - 1;
        const before = dist(at(i - 1), at(i)) + (last ? 0 : dist(at(j), at(j + 1)));
        const after = dist(at(i - 1), at(j)) + (last ? 0 : dist(at(i), at(j + 1)));
        if (after + 1e-12 < before) {
          order.splice(i, j - i + 1, ...order.slice(i, j + 1).reverse());
          improved = true;
        }
      }
    }
  }
  return [...order, ...unplaced];
}
