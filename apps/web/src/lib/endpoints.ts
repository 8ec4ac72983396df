/**
 * The endpoint map as the web client holds it (ADR 055): every operation of the contracts' map
 * (packages/contracts/src/endpoints.ts) by its operationId, with what a request needs at run
 * time — its route, and whether it answers a file or takes a form. Its schemas stay types:
 * `api.call(endpoints.x, …)` infers from them what is sent and what comes back, and no screen
 * loads them (nor zod) for it — the whole map would have put ~23 KB gzip and zod into the first
 * load. The build writes the routes in from the map (`define` in vite.config.ts).
 */
import type { endpoints as contract } from '@bu/contracts';

/** The contracts' map as a type: each operation's schemas. */
export type Contract = typeof contract;
export type OperationId = keyof Contract;

/** One operation at run time; its schemas are those of `Contract[K]`. */
export interface EndpointRef<K extends OperationId = OperationId> {
  readonly operationId: K;
  readonly route: Contract[K]['route'];
  /** A file answer: the content types its bytes come as. */
  readonly produces?: readonly string[];
  /** The request is a multipart form (an upload). */
  readonly multipart?: true;
}

export type EndpointRefs = { readonly [K in OperationId]: EndpointRef<K> };

declare const __ENDPOINT_ROUTES__: EndpointRefs;

export const endpoints: EndpointRefs = __ENDPOINT_ROUTES__;
