/**
 * A page (or a screen's heavy part) loaded when it is first shown, in its own chunk, so the
 * browser downloads only the shell before the login page. The route table and react-admin's
 * layout show a spinner (Suspense) while it arrives.
 */
import { lazy, type ComponentType } from 'react';

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as M[K] & ComponentType<PropsOf<M[K]>> }));
}
