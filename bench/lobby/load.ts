/**
 * The load generator of the lobby benchmark: wrk, Debian's HTTP load tool written in C, installed with
 * apt-get when it is missing. The server and the load share the machine's cores, so the load must cost far
 * less per request than the server: a JavaScript client spends more on reading a 3 KB list answer than the
 * server spends on sending it, and would measure itself. When wrk cannot be had, autocannon runs instead
 * and the figures say so.
 */
import autocannon from 'autocannon';
import { ensureWrk, lua, runWrk, wrkSummaryScript } from '../support/wrk.ts';


/** A request source: a fixed list of paths asked in turn, or paths made anew for every request. */
export type Requests = { paths: string[] } | { generated: 'uncached-search' };

export interface LoadResult {
  requests: number;
  seconds: number;
  p50Ms: number;
  p99Ms: number;
}

export type LoadTool = 'wrk' | 'autocannon';

/** wrk when it is installed or can be installed with apt-get, else autocannon. */
export function chooseLoadTool(): LoadTool {
  if (ensureWrk()) return 'wrk';
  process.stdout.write('wrk could not be installed: autocannon runs instead, and its own cost per answer lowers the larger answers\' rates.\n');
  return 'autocannon';
}

/** Every request asks as a browser does: browsers always offer compressed answers. */
export const browserHeaders = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'application/json, text/plain, */*' } as const;

const searchFragments = ['dr', 'ra', 'ou', 'ão', 'ção', 'le', 'ti', 'es', 'lu', 'so', 'tro', 'for', 'ra', 'fa', 'se', 'oc', 'vu', 'co', 'di', 'ru',
  'lo', 'ag', 'pa', 'bu', 'fr', 'ce', 'te', 'sa', 'pi', 'ca', 'il', 'ga', 'mo', 'lan', 'rei', 'meg', 'jac', 'bon', 'rol', 'bac'];
const searchTypes = ['', '&gameType=RNG', '&gameType=LIVE', '&gameType=FISH', '&gameType=PVP'];

/**
 * The path of the index-th uncached search: fragments × page sizes 10–100 × game types, so no query repeats
 * within a run (200,000 distinct queries) and each is searched and serialised anew.
 */
export function uncachedSearchPath(index: number): string {
  const fragment = searchFragments[index % searchFragments.length]!;
  const pageSize = 10 + (Math.floor(index / searchFragments.length) % 91);
  const type = searchTypes[Math.floor(index / (searchFragments.length * 91)) % searchTypes.length]!;
  return `/lgw/games/list?clientType=3&language=pt&pageSize=${pageSize}&gameName=${encodeURIComponent(fragment)}${type}`;
}


/**
 * The wrk script of a request source. The uncached search keeps its counter across the runs of a benchmark
 * (wrk starts a fresh script each time), through the offset it is given.
 */
function wrkScript(requests: Requests, offset: number): string {
  const headers = Object.entries(browserHeaders).map(([name, value]) => `wrk.headers[${lua(name)}] = ${lua(value)}`).join('\n');
  const source = 'paths' in requests
    ? `local paths = { ${requests.paths.map(lua).join(', ')} }
local counter = 0
request = function()
  counter = counter + 1
  return wrk.format("GET", paths[(counter % #paths) + 1])
end`
    : `local fragments = { ${searchFragments.map((fragment) => lua(encodeURIComponent(fragment))).join(', ')} }
local types = { ${searchTypes.map(lua).join(', ')} }
local counter = ${offset}
request = function()
  local index = counter
  counter = counter + 1
  local fragment = fragments[(index % #fragments) + 1]
  local pageSize = 10 + (math.floor(index / #fragments) % 91)
  local kind = types[(math.floor(index / (#fragments * 91)) % #types) + 1]
  return wrk.format("GET", "/lgw/games/list?clientType=3&language=pt&pageSize=" .. pageSize .. "&gameName=" .. fragment .. kind)
end`;
  return `${headers}
${source}
${wrkSummaryScript}`;
}

async function wrkLoad(baseUrl: string, requests: Requests, connections: number, seconds: number, offset: number): Promise<LoadResult> {
  const summary = await runWrk(baseUrl, wrkScript(requests, offset), connections, seconds);
  if (summary.non2xx > 0 || summary.errors > 0) throw new Error(`${summary.non2xx} answers other than 2xx or 3xx and ${summary.errors} socket errors`);
  return { requests: summary.requests, seconds: summary.durationUs / 1e6, p50Ms: summary.p50Us / 1000, p99Ms: summary.p99Us / 1000 };
}

async function runAutocannon(baseUrl: string, requests: Requests, connections: number, seconds: number, offset: number): Promise<LoadResult> {
  let counter = offset;
  const list = 'paths' in requests
    ? requests.paths.map((requestPath) => ({ path: requestPath, headers: { ...browserHeaders } }))
    : [{ headers: { ...browserHeaders }, setupRequest: (request: { path?: string }) => ({ ...request, path: uncachedSearchPath(counter++) }) }];
  const result = await autocannon({ url: baseUrl, connections, duration: seconds, headers: { ...browserHeaders }, requests: list as never });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx answers and ${result.errors} errors`);
  return { requests: result.requests.total, seconds, p50Ms: result.latency.p50, p99Ms: result.latency.p99 };
}

/** Requests made so far by each generated source, so that a later run asks new queries. */
const generatedOffsets = new Map<string, number>();

/** Runs one load of the given requests for the given seconds and returns what was answered. */
export async function runLoad(tool: LoadTool, baseUrl: string, requests: Requests, connections: number, seconds: number): Promise<LoadResult> {
  const key = 'generated' in requests ? requests.generated : '';
  const offset = generatedOffsets.get(key) ?? 0;
  const result = tool === 'wrk'
    ? await wrkLoad(baseUrl, requests, connections, seconds, offset)
    : await runAutocannon(baseUrl, requests, connections, seconds, offset);
  if (key) generatedOffsets.set(key, offset + result.requests + connections);
  return result;
}
