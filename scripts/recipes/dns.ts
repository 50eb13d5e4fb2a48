/**
 * The DNS guide's zone file, loaded by BIND's own checker: named-checkzone
 * must load it (every in-zone name an NS or MX points at has an address),
 * with the serial the file states, and `-D` shows each record as BIND reads it.
 */
import type {BlockRef} from './blocks';
import {replace, type Recipe} from './recipe';
import {run, tool} from './system';

export const ZONE: BlockRef = {article: 'hosting/dns-management', title: 'example.com.zone'};

export const dnsRecipe: Recipe = {
  name: 'dns-zone',
  summary: "named-checkzone loads the DNS guide's zone file",
  async run(ctx) {
    const ws = ctx.workspace;
    const zone = ctx.block(ZONE).value;
    const file = ws.write('/var/lib/bind/example.com.zone', `${zone}\n`);
    const origin = /^\$ORIGIN\s+(\S+)/m.exec(zone)?.[1] ?? 'example.com.';
    const checked = run(tool('namedCheckzone'), ['-k', 'fail', '-n', 'fail', '-m', 'fail', '-M', 'fail', '-S', 'fail', origin, file]);
    const serial = /SOA[\s\S]*?\(\s*(\d+)/.exec(zone)?.[1];
    ctx.expect(
      checked.status === 0 && checked.stdout.includes(`loaded serial ${serial}`),
      ZONE,
      `named-checkzone ${origin} loads it (serial ${serial}), with every check set to fail`,
      () => `named-checkzone says (exit ${checked.status}):\n${checked.output.replaceAll(ws.root, '')}`,
    );
    const dump = run(tool('namedCheckzone'), ['-D', '-o', '-', origin, file]).stdout;
    for (const [what, pattern] of [
      ['www is an alias of the apex', /^www\.example\.com\.\s+\d+\s+IN\s+CNAME\s+example\.com\.$/m],
      ['the apex has an MX with priority 10 to mail.example.com.', /^example\.com\.\s+\d+\s+IN\s+MX\s+10 mail\.example\.com\.$/m],
      ['a CAA record lets letsencrypt.org issue', /^example\.com\.\s+\d+\s+IN\s+CAA\s+0 issue "letsencrypt\.org"$/m],
    ] as const) {
      ctx.expect(pattern.test(dump), ZONE, `named-checkzone -D: ${what}`, () => `BIND reads no record saying ${what}`);
    }
  },
  breakingEdits: [
    {
      what: 'drop the trailing dot of the MX target',
      ref: ZONE,
      edit: replace(/(MX\s+10 mail\.example\.com)\./, '$1'),
      expect: /mail\.example\.com\.example\.com/,
    },
  ],
};
