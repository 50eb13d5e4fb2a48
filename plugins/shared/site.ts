/** The one place the project's public addresses live (config, canonical links, structured data). */
export const SITE_URL = 'https://docs.larkspur.example';
export const REPOSITORY_URL = 'https://github.com/example/larkspur-docs';
export const MASTODON_URL = 'https://mastodon.social/@larkspurdocs';
