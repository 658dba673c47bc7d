// Brick & Mortar's bots. Both decide from the seat's view and its legal actions only, as the app's
// BotPolicy requires: the heuristic bot for play, the random bot for tests.
export { heuristicBot, heuristicDecision, makeHeuristicBot } from './heuristic';
export { DEFAULT_PARAMS, type BotParams } from './params';
export { randomBot } from './random';
