import { NextBottleCard } from '../../components/next-bottle-card.tsx';

/** « Le flacon de la prochaine étape » on /home: its own chunk, loaded once its place is in view. */
export default function NextBottleHomeCard() {
  return <NextBottleCard />;
}
