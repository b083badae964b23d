// Local mode: the plugin worker's answers (title, heading, description and section documents with lunr
// positions) become dialog hits with a title, a heading path and a highlighted snippet.
import { SEARCH } from '@site/src/constants';
import { createLocalProvider, type WorkerApi } from '@site/src/lib/search/local';
import { DocumentType, hitsFromPluginResults, MAX_HITS_PER_PAGE, type PluginResult } from '@site/src/lib/search/localResults';

const portPage = { i: 1, t: 'server.port', u: '/config/server/port', b: ['Config', 'server'] };
const at = (text: string, word: string): [number, number] => [text.toLowerCase().indexOf(word.toLowerCase()), word.length];
const intro = 'Type: number Default: 3000 Sets the port that the Rsbuild server listens on. It applies to the dev server and the preview server alike, and the port can also be given on the command line.';

const results: PluginResult[] = [
  { document: portPage, type: DocumentType.Title, metadata: { port: { t: { position: [at(portPage.t, 'port')] } } }, tokens: ['port'] },
  { document: { i: 2, t: 'Example', u: portPage.u, h: '#example', p: 1 }, type: DocumentType.Heading, page: portPage, metadata: {}, tokens: ['port'] },
  { document: { i: 3, t: intro, s: 'server.port', u: portPage.u, h: '', p: 1 }, type: DocumentType.Content, page: portPage, metadata: { port: { t: { position: [at(intro, 'port')] } } }, tokens: ['port'] },
  {
    document: { i: 4, t: 'Set the port in rsbuild.config.ts', s: 'Example', u: portPage.u, h: '#example', p: 1 },
    type: DocumentType.Content,
    page: portPage,
    metadata: { port: { t: { position: [at('Set the port in rsbuild.config.ts', 'port')] } } },
    tokens: ['port'],
  },
];

describe('hits from the plugin worker', () => {
  it('merges the documents of one place into one hit with title, heading path and snippet', () => {
    const hits = hitsFromPluginResults(results, SEARCH.resultLimit, SEARCH.snippetLength, ['port']);
    expect(hits.map((hit) => hit.url)).toEqual(['/config/server/port', '/config/server/port#example']);
    const [page, example] = hits;
    expect(page.title).toEqual({ text: 'server.port', ranges: [{ start: 7, length: 4 }] });
    expect(page.headings).toEqual([]);
    expect(page.breadcrumb).toEqual(['Config', 'server']);
    expect(page.snippet?.text.length).toBeLessThanOrEqual(SEARCH.snippetLength + 2);
    expect(page.snippet?.ranges.map(({ start, length }) => page.snippet?.text.slice(start, start + length))).toEqual(['port']);
    expect(example.title.text).toBe('server.port');
    expect(example.headings.map((heading) => heading.text)).toEqual(['Example']);
    expect(example.snippet?.text).toBe('Set the port in rsbuild.config.ts');
  });

  it(`stops at the limit and at ${MAX_HITS_PER_PAGE} hits per page`, () => {
    const many: PluginResult[] = Array.from({ length: 10 }, (_, index) => ({
      document: { i: 10 + index, t: `Section ${index}`, u: `/page-${index % 2}`, h: `#s${index}`, p: index % 2 },
      type: DocumentType.Heading,
      page: { i: index % 2, t: `Page ${index % 2}`, u: `/page-${index % 2}` },
      metadata: {},
      tokens: ['section'],
    }));
    const hits = hitsFromPluginResults(many, SEARCH.resultLimit, SEARCH.snippetLength);
    expect(hits.filter((hit) => hit.url.startsWith('/page-0'))).toHaveLength(MAX_HITS_PER_PAGE);
    expect(hits.filter((hit) => hit.url.startsWith('/page-1'))).toHaveLength(MAX_HITS_PER_PAGE);
    expect(hitsFromPluginResults([...many, ...results], 4, SEARCH.snippetLength)).toHaveLength(4);
  });

  it('highlights the query words and the worker tokens where the worker gave no positions', () => {
    const [hit] = hitsFromPluginResults([{ ...results[1] }], SEARCH.resultLimit, SEARCH.snippetLength, ['server']);
    expect(hit.title.ranges).toEqual([
      { start: 0, length: 6 },
      { start: 7, length: 4 },
    ]);
  });
});

describe('local provider', () => {
  it('loads the index of its base URL and asks the worker for more documents than hits', async () => {
    const worker: WorkerApi = { fetchIndexesByWorker: jest.fn(async () => undefined), searchByWorker: jest.fn(async () => results) };
    const provider = createLocalProvider({ indexBaseUrl: '/zh/', indexName: SEARCH.indexName, snippetLength: SEARCH.snippetLength, worker });
    await provider.load();
    expect(worker.fetchIndexesByWorker).toHaveBeenCalledWith('/zh/', '');
    const groups = await provider.search('port', SEARCH.resultLimit);
    const [[baseUrl, context, input, limit]] = (worker.searchByWorker as jest.Mock).mock.calls;
    expect([baseUrl, context, input]).toEqual(['/zh/', '', 'port']);
    expect(limit).toBeGreaterThan(SEARCH.resultLimit);
    expect(groups).toHaveLength(1);
    expect(groups[0].index).toBe(SEARCH.indexName);
    expect(groups[0].hits.length).toBeLessThanOrEqual(SEARCH.resultLimit);
    expect(provider.buildsIndex).toBe(true);
  });
});
