/** Code in every language our articles use, for the tokens' tests (html.test.ts). */
export const SAMPLES: Record<string, string> = {
  js: 'async function load(url) {\n  // fetch once\n  const res = await fetch(`${url}?v=${1 + 2}`);\n\n  return /^ok$/i.test(res.statusText) ? res.json() : null;\n}\n/* a comment\n\n   over lines */',
  bash: '#!/usr/bin/env bash\nset -euo pipefail\nfor f in /var/www/*.conf; do\n  echo "Checking $f" && grep -q "ssl" "$f" || exit 1\ndone\nsudo systemctl reload nginx # done',
  nginx:
    'server {\n    listen 443 ssl http2;\n    server_name example.com;\n    location ~* \\.(css|js)$ {\n        expires 30d;\n        add_header Cache-Control "public";\n    }\n}',
  apache:
    '<VirtualHost *:80>\n    ServerName example.com\n    RewriteEngine On\n    RewriteRule ^(.*)$ https://example.com/$1 [R=301,L]\n    <Directory /var/www/html>\n        AllowOverride All\n    </Directory>\n</VirtualHost>',
  php: "<?php\n// wp-config.php\ndefine('WP_DEBUG', false);\n$table_prefix = 'wp_';\nif ( ! defined( 'ABSPATH' ) ) {\n    exit;\n}\n?>\n<p><?= esc_html( $title ) ?></p>",
  sql: "-- least privilege\nCREATE USER 'backup'@'localhost' IDENTIFIED BY 'secret';\nGRANT SELECT, LOCK TABLES ON example_db.* TO 'backup'@'localhost';\nSELECT COUNT(*) FROM wp_posts WHERE post_status = \"publish\";",
  yaml: 'title: "Backups"\nkeywords: [backup, restore]\nlast_update:\n  date: 2025-05-10 # reviewed\nenabled: true\ncount: 3',
  json: '{\n  "name": "example",\n  "version": 2,\n  "private": true,\n  "files": ["index.js", null]\n}',
  css: '@media (min-width: 48em) {\n  .card:hover > a::after {\n    color: #4338ca !important;\n    margin: calc(1rem + 2px) auto;\n  }\n}\n/* end */',
  html: '<!doctype html>\n<html lang="en">\n<head>\n  <style>body { margin: 0; }</style>\n  <script>const x = 1 < 2;</script>\n</head>\n<body><a href="/docs" class="btn">Docs &amp; more</a><!-- note --></body>\n</html>',
  diff: '--- a/nginx.conf\n+++ b/nginx.conf\n@@ -1,3 +1,3 @@\n-    listen 80;\n+    listen 443 ssl;\n     server_name example.com;',
};
