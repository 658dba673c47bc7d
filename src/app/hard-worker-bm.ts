// Brick & Mortar's Hard bot worker (see ./hard-worker.ts).
import { bmSearch } from '../games/brick-and-mortar/bots/hard';
import type { SearchSpec } from '../games/bots/search';
import { serve } from './hard-worker';

serve(bmSearch as SearchSpec);
