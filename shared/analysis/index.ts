/** The post-game analysis: pure functions from a match record to the judgement of every decision. */
export * from './types.js';
export { ANALYSIS_VERSION, CHUNK_NODES, DEFAULT_BUDGET, type PreparedMatch, analysable, analyseMatch, analysePoint, decisionsToAnalyse, keyMoment, prepare, summarise } from './match.js';
export { analyseDecision, alternativesOf, classify, CONTINUATION, NOISE_GUARD } from './decision.js';
export { openValues, type OpenLine, type OpenResult } from './open.js';
export { analysisHooks } from './games/index.js';
export { type DealRange, type MatchWalk, walk } from './walk.js';
export { type InsertedBlunder, insertBlunder } from './synthetic.js';
