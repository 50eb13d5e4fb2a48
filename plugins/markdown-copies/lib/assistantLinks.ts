/**
 * The "Open in" menu's links to readers' assistants: each opens a new chat
 * whose prompt asks the assistant to read the page's Markdown copy, by its
 * absolute URL (an assistant fetches the address; it cannot see the page).
 */
import {SITE_URL} from '../../shared/site';

export interface AssistantLink {
  name: string;
  href: string;
}

/** Where the "Use with your assistant (MCP)" item leads: how to connect a client to the docs' MCP server. */
export const MCP_GUIDE_PATH = '/mcp';

export function assistantPrompt(markdownUrl: string): string {
  return `Read ${markdownUrl} so I can ask you questions about it.`;
}

/** ChatGPT and Claude both start a new chat with the text of their `q` parameter. */
export function assistantLinks(markdownPath: string): AssistantLink[] {
  const prompt = encodeURIComponent(assistantPrompt(new URL(markdownPath, SITE_URL).href));
  return [
    {name: 'ChatGPT', href: `https://chatgpt.com/?q=${prompt}`},
    {name: 'Claude', href: `https://claude.ai/new?q=${prompt}`},
  ];
}
