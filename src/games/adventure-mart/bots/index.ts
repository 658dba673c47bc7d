// Adventure Mart's bots. Both decide from the seat's view and its legal actions only, as the app's
// BotPolicy requires: the heuristic bot for play, the random bot for tests.
export { heuristicBot } from './heuristic';
export { randomBot } from './random';
