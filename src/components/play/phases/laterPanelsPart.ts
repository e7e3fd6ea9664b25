// The file of the later phases' panels as a part fetched once (words/laterWords.ts): PhasePanel shows them, and the play
// page fetches them with the table when the game it opens is past the auction, so that the table comes whole.
import { laterPart } from '../words/laterWords.ts';

export const laterPanels = laterPart(() => import('./laterPanels.ts'));
