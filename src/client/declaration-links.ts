/**
 * Links each member of the API reference to where it is declared in `api-src/`
 * (./declaration-lines.ts does it). A client module (docusaurus.config.ts,
 * `clientModules`): after each move to a page of the reference, it loads that
 * code, on a chunk of its own, so that the other pages do not load it.
 */
import type {ClientModule} from '@docusaurus/types';

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    const {pathname} = location;
    if (!/\/docs\/api\/[\w-]+\//.test(pathname)) return;
    void import('./declaration-lines').then(
      // Unless the reader has moved on while it loaded.
      ({linkDeclarations}) => window.location.pathname === pathname && linkDeclarations(pathname),
      () => undefined,
    );
  },
};

export const {onRouteDidUpdate} = clientModule;
