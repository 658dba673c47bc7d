// placeholder until the heuristic bot lands: plays randomly
export { randomBot as heuristicBot } from './random';
