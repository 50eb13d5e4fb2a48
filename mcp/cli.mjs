#!/usr/bin/env node
// The `larkspur-docs-mcp` command (package.json "bin"): runs server.ts through tsx, so the server needs no build step of its own.
import {tsImport} from 'tsx/esm/api';

await tsImport('./server.ts', import.meta.url);
