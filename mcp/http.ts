/**
 * The Streamable HTTP transport, for teams that run the server next to the
 * site: POST /mcp, stateless (each request gets a fresh server and transport,
 * as the SDK's stateless example does; the tools keep no state between calls).
 *
 * Against DNS rebinding, as the MCP specification requires: it binds to
 * 127.0.0.1 unless told otherwise, the SDK's Express app rejects a Host header
 * that is not the loopback's (before reading the body), and requests whose
 * Origin is not a loopback page (or one of `allowedOrigins`) get 403 before
 * any MCP server sees them.
 */
import type {AddressInfo} from 'node:net';
import {createMcpExpressApp} from '@modelcontextprotocol/sdk/server/express.js';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {createDocsServer} from './tools';
import type {SiteData} from './siteData';

export const MCP_PATH = '/mcp';
const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A browser page may call the server only from the same machine, or from an origin the operator allowed. */
export function isAllowedOrigin(origin: string | undefined, allowedOrigins: readonly string[] = []): boolean {
  if (origin === undefined) return true; // Not a browser: desktop clients send no Origin.
  if (allowedOrigins.includes(origin)) return true;
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOSTNAMES.has(url.hostname);
  } catch {
    return false;
  }
}

function jsonRpcError(code: number, message: string) {
  return {jsonrpc: '2.0', error: {code, message}, id: null};
}

export interface HttpServerOptions {
  port: number;
  host?: string;
  allowedOrigins?: readonly string[];
}

export interface RunningHttpServer {
  /** The endpoint clients connect to, e.g. http://127.0.0.1:3001/mcp. */
  url: string;
  close(): Promise<void>;
}

export function startHttpServer(
  site: SiteData,
  {port, host = '127.0.0.1', allowedOrigins = []}: HttpServerOptions,
): Promise<RunningHttpServer> {
  const app = createMcpExpressApp({host});
  // Registered after the SDK's Host check and JSON parser; the parser's errors are answered below.
  app.use((request, response, next) => {
    const origin = request.headers.origin;
    if (isAllowedOrigin(origin, allowedOrigins)) return next();
    response.status(403).json(jsonRpcError(-32000, `Forbidden: requests from the origin ${origin} are not accepted.`));
  });
  app.post(MCP_PATH, async (request, response) => {
    const server = createDocsServer(site);
    const transport = new StreamableHTTPServerTransport({sessionIdGenerator: undefined});
    response.on('close', () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(request, response, request.body);
    } catch (error) {
      if (!response.headersSent) response.status(500).json(jsonRpcError(-32603, `Internal error: ${(error as Error).message}`));
    }
  });
  // Stateless: no server-sent stream to open with GET and no session to end with DELETE.
  app.all(MCP_PATH, (_request, response) => {
    response.status(405).set('Allow', 'POST').json(jsonRpcError(-32000, 'Method not allowed: send JSON-RPC messages with POST.'));
  });
  // Express's default would answer a malformed body with an HTML page; a client expects JSON-RPC.
  app.use(
    (
      error: {status?: number; type?: string; message?: string},
      _request: unknown,
      response: {status(code: number): {json(body: unknown): void}},
      _next: unknown,
    ) => {
      const malformed = error.type === 'entity.parse.failed';
      response
        .status(malformed ? 400 : (error.status ?? 500))
        .json(
          jsonRpcError(malformed ? -32700 : -32603, malformed ? 'Parse error: the body is not valid JSON.' : `Error: ${error.message}`),
        );
    },
  );

  return new Promise((resolve, reject) => {
    const listener = app.listen(port, host, () => {
      const {port: bound} = listener.address() as AddressInfo;
      const shownHost = host.includes(':') ? `[${host}]` : host;
      resolve({
        url: `http://${shownHost}:${bound}${MCP_PATH}`,
        close: () => new Promise<void>((done) => listener.close(() => done())),
      });
    });
    listener.on('error', reject);
  });
}
