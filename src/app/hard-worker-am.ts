// Adventure Mart's Hard bot worker (see ./hard-worker.ts).
import { amSearch } from '../games/adventure-mart/bots/hard';
import type { SearchSpec } from '../games/bots/search';
import { serve } from './hard-worker';

serve(amSearch as SearchSpec);
