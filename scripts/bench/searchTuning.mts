/**
 * The judged set's tuning queries (searchQueries.ts, held-out ones left out and
 * never run) against an index built in memory from docs/ and
 * docs/search-synonyms.yml as the search plugin builds it, ranked by the same
 * searchSite the palette calls: a check of a synonym line, a keyword or a
 * ranking change in seconds, without a production build.
 *
 *   npm run bench:search:tuning [-- --all] [-- --without-synonyms] [-- "a query" "another query"]
 *
 * Prints each tuning query not found first (its rank, "-" when not shown, its
 * first results and its targets; every query with --all), then found in the top 3,
 * found first and MRR per kind, and per half of the tuning queries (tuningHalf:
 * decide a change on one half, confirm it on the other). Given queries instead,
 * prints their first results. --without-synonyms builds the index without
 * docs/search-synonyms.yml: how the engine does on readers' words no reviewed
 * line covers, as it must on words nobody has written a line for yet.
 * `npm run build && npm run bench:search` remains the measure: it types the
 * queries into the palette and also reports the held-out queries' summary.
 */
import {createShardSearch} from '../../plugins/search/lib/shardSearch';
import {searchSite} from '../../plugins/search/lib/siteSearch';
import type {ArticleEntry} from '../../plugins/search/lib/types';
import {articleSections} from '../../plugins/search/sections';
import {buildShardIndex, type IndexedPage} from '../../plugins/search/shards';
import {readSynonyms} from '../../plugins/search/synonymsFile';
import {CONTENT_ROOT, articleById, sidebarGroups} from '../lib/articles';
import {JUDGED_QUERIES, type JudgedQuery} from './searchQueries';
import {halfRows, qualityCells, qualityRows, rankOf, type QueryOutcome} from './searchQuality';
import {renderTable} from './stats';

const listed = sidebarGroups.flatMap(([category, ids]) => ids.map((id) => ({category, article: articleById(id)})));
const entries: ArticleEntry[] = [];
const pages: IndexedPage[] = [];
for (const {category, article} of listed) {
  const {title, description, keywords} = article.frontMatter;
  const common = {title: String(title), keywords: Array.isArray(keywords) ? keywords.map(String) : []};
  entries.push({...common, path: article.route, category, description: String(description ?? ''), version: 'current'});
  pages.push({...common, url: article.route, description: String(description ?? ''), sections: articleSections(article.source)});
}
const withoutSynonyms = process.argv.includes('--without-synonyms');
const built = buildShardIndex('current', pages, {synonyms: withoutSynonyms ? [] : readSynonyms(CONTENT_ROOT)});
const files = new Map([built.manifestFile, ...built.files].map((file) => [file.name, file.content]));
const fullText = createShardSearch(`/${built.manifestFile.name}`, async (url) => JSON.parse(files.get(url.slice(1))!) as unknown);

/** The palette's options for a query, in order: title and keyword matches, then full-text hits (12, as the palette asks). */
async function optionUrls(query: string): Promise<{urls: string[]; didYouMean: string | null}> {
  const results = await searchSite(entries, fullText, query, {sectionLimit: 12});
  return {
    urls: [...results.articles.map((article) => article.path), ...results.sections.map((hit) => hit.url)],
    didYouMean: results.didYouMean,
  };
}

const shortUrl = (url: string) => url.replace(/^\/docs\//, '');
const given = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (given.length) {
  for (const query of given) {
    const {urls, didYouMean} = await optionUrls(query);
    console.log(`${query}${didYouMean ? ` (Did you mean ${didYouMean}?)` : ''}\n  ${urls.slice(0, 5).map(shortUrl).join('\n  ')}`);
  }
} else {
  // Held-out queries are filtered out before anything runs: they are never read, ranked or printed here.
  const tuning: JudgedQuery[] = JUDGED_QUERIES.filter((query) => !query.heldOut);
  const outcomes: QueryOutcome[] = [];
  for (const query of tuning) {
    const {urls} = await optionUrls(query.query);
    const rank = rankOf(query, urls);
    outcomes.push({query, rank});
    if (process.argv.includes('--all') || rank !== 1)
      console.log(
        `${String(rank ?? '-').padStart(2)}  ${query.query}  ->  ${urls.slice(0, 3).map(shortUrl).join('  ')}  (wanted: ${query.targets.map(shortUrl).join(', ')})`,
      );
  }
  const rows = [...qualityRows(outcomes), ...halfRows(outcomes)].filter(({count}) => count > 0);
  const source = withoutSynonyms ? 'docs/ without docs/search-synonyms.yml' : 'docs/';
  console.log(`\n${tuning.length} tuning queries, index built in memory from ${source}\n`);
  console.log(renderTable(['kind', 'top 3', 'first', 'MRR'], rows.map(qualityCells)));
}
