/** The server's map settings, asked once per session (they change only with a restart). */
import { useCallQuery } from '../../dataProvider/hooks';

export const useMapSettings = () =>
  useCallQuery(['mapSettings'], (dataProvider) => dataProvider.mapSettings(), { staleTime: Infinity });
