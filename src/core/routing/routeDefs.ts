import { createContext, useContext } from 'react';
import type { AppRouteDef } from './meta';

/**
 * Every screen of the app, handed down by the router so the shell (the global search) can offer
 * pages without importing the router that renders it.
 */
const RouteDefsContext = createContext<readonly AppRouteDef[]>([]);

export const RouteDefsProvider = RouteDefsContext.Provider;

export function useRouteDefs(): readonly AppRouteDef[] {
  return useContext(RouteDefsContext);
}
