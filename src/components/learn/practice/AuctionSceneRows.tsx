// The rest of an auction position's scene: everything the person saw then besides their hand (the turn-up, the bids revealed, the piles, the score).
import type { Card } from '../../../engine/index';
import type { Lang } from '../../../i18n/lang';
import type { LearnWords } from '../../../i18n/learn';
import CardChip from '../../cards/CardChip';
import { say } from '../words';
import SceneRow from './SceneRow';
import type { AuctionScene } from './types';

function Cards(props: { readonly cards: readonly Card[]; readonly lang: Lang; readonly words: LearnWords }) {
  if (props.cards.length === 0) return <span>{say(props.words, 'practice.noneYet')}</span>;
  return (
    <>
      {props.cards.map((card, i) => (
        <CardChip key={i} card={card} lang={props.lang} />
      ))}
    </>
  );
}

export default function AuctionSceneRows(props: { readonly scene: AuctionScene; readonly lang: Lang; readonly words: LearnWords }) {
  const { scene, lang, words } = props;
  const theirTurnUps = scene.earlier.filter((a) => !a.turnUpToMe).map((a) => a.turnUp);
  const theirBids = scene.earlier.map((a) => a.bids[1]);
  return (
    <>
      {scene.turnUp && (
        <SceneRow label={say(words, 'practice.turnUp')}>
          <CardChip card={scene.turnUp} lang={lang} />
        </SceneRow>
      )}
      {scene.bids && (
        <>
          <SceneRow label={say(words, 'practice.yourBid')}>
            <CardChip card={scene.bids[0]} lang={lang} />
          </SceneRow>
          <SceneRow label={say(words, 'practice.theirBid')}>
            <CardChip card={scene.bids[1]} lang={lang} />
          </SceneRow>
        </>
      )}
      <SceneRow label={say(words, 'practice.theirTurnUps')}>
        <Cards cards={theirTurnUps} lang={lang} words={words} />
      </SceneRow>
      <SceneRow label={say(words, 'practice.theirBids')}>
        <Cards cards={theirBids} lang={lang} words={words} />
      </SceneRow>
      <SceneRow label={say(words, 'practice.pile')}>
        <Cards cards={scene.pile} lang={lang} words={words} />
      </SceneRow>
      {scene.unseen.length > 0 && (
        <SceneRow label={say(words, 'practice.unseen')}>
          <Cards cards={scene.unseen} lang={lang} words={words} />
        </SceneRow>
      )}
      <SceneRow label={say(words, 'practice.totals')}>
        {say(words, 'practice.totalsValue', { mine: scene.totals[0], theirs: scene.totals[1] })}
      </SceneRow>
    </>
  );
}
