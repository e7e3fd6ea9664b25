// The computer's Web Worker: runs the handlers' work (decisions, solves, reviews) off the page's thread, so the page never freezes.
import { handlers } from './handlers.ts';
import { serve } from './pool.ts';

serve(handlers, self);
