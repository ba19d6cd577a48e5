/** The hall turn displays: full-screen pages outside the layout (`CustomRoutes noLayout`). */
import type { ReactElement } from 'react';
import { DISPLAY_PAGES } from '../../../domain/displays';
import { TurnDisplayPage } from './TurnDisplayPage';

export const DISPLAY_ROUTES: { path: string; element: ReactElement }[] = DISPLAY_PAGES.map((page) => ({
  path: page.path,
  element: <TurnDisplayPage key={page.path} page={page} />,
}));
