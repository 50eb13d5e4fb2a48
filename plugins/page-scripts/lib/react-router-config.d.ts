/** `react-router-config` ships no types; the one function used here (the client's route matcher). */
declare module 'react-router-config' {
  export function matchRoutes<Route extends {path?: string; exact?: boolean; strict?: boolean; routes?: Route[]}>(
    routes: Route[],
    pathname: string,
  ): {route: Route; match: unknown}[];
}
