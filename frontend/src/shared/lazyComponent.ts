import { ComponentType, createElement, lazy, useState } from 'react';

const preloaders: (() => Promise<unknown>)[] = [];

/**
 * A component whose code is fetched the first time it is rendered (React.lazy), that can also be
 * fetched ahead (`preload`, e.g. when the pointer nears the button that opens it). Once loaded it
 * renders without suspending; a mount that started lazily stays lazy so it is never remounted.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => (pending ??= load().then((c) => (loaded = c)));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Loadable(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  Loadable.preload = preload;
  preloaders.push(preload);
  return Loadable;
}

/** Fetches every lazy component (the unit tests render them at once). */
export const preloadAllComponents = () => Promise.all(preloaders.map((p) => p()));
