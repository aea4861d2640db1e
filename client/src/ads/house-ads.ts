// The 13 house ads shown in the video-ad overlay (spec section 9, "Ad"). They are animated SVG
// scenes made in this repo, about 10 s long and without words: the caption under each comes
// from the locale files, in the player's language.
//
// The order is part of the rule in choose-ad.ts: a Summerland player is never shown the last 4
// and an Autumnland player never the last 3, so the last 4 promote what a Summerland player has
// not reached yet (ad 10 Autumnland, ads 11-13 Winterland and its Expert difficulty).

import ad01 from '@assets/ads/ad-01.svg';
import ad02 from '@assets/ads/ad-02.svg';
import ad03 from '@assets/ads/ad-03.svg';
import ad04 from '@assets/ads/ad-04.svg';
import ad05 from '@assets/ads/ad-05.svg';
import ad06 from '@assets/ads/ad-06.svg';
import ad07 from '@assets/ads/ad-07.svg';
import ad08 from '@assets/ads/ad-08.svg';
import ad09 from '@assets/ads/ad-09.svg';
import ad10 from '@assets/ads/ad-10.svg';
import ad11 from '@assets/ads/ad-11.svg';
import ad12 from '@assets/ads/ad-12.svg';
import ad13 from '@assets/ads/ad-13.svg';

export const AD_PROMOTIONS = ['summerland', 'autumnland', 'winterland', 'feature'] as const;
export type AdPromotion = (typeof AD_PROMOTIONS)[number];

interface HouseAdEntry {
  readonly id: string;
  /** The SVG's URL after the build. */
  readonly file: string;
  readonly captionKey: string;
  readonly promotes: AdPromotion;
}

export const HOUSE_ADS = [
  // A planet turns while a grid of ? tiles flips to numbers.
  { id: 'ad-01', file: ad01, captionKey: 'ads.ad01.caption', promotes: 'summerland' },
  // A clue tile with +7 and ×12 splits into 3 and 4.
  { id: 'ad-02', file: ad02, captionKey: 'ads.ad02.caption', promotes: 'summerland' },
  // A gift box opens and gems fly into a purse: the daily reward.
  { id: 'ad-03', file: ad03, captionKey: 'ads.ad03.caption', promotes: 'feature' },
  // A clock, a finish flag and a heart fill the three stars (time, finish, no errors) one by one.
  { id: 'ad-04', file: ad04, captionKey: 'ads.ad04.caption', promotes: 'feature' },
  // A boat sails a summer river under an arch of 4 ? tiles and 3 pair clues that solve themselves; a rainbow.
  { id: 'ad-05', file: ad05, captionKey: 'ads.ad05.caption', promotes: 'summerland' },
  // A pencil writes notes 1-9 in a tile; all but 3 and 4 fade away.
  { id: 'ad-06', file: ad06, captionKey: 'ads.ad06.caption', promotes: 'feature' },
  // A gem and a magic wand reveal the number under a ?.
  { id: 'ad-07', file: ad07, captionKey: 'ads.ad07.caption', promotes: 'feature' },
  // The smart hint: a light bulb, then step by step arrows from a known number through a clue to the next cell.
  { id: 'ad-08', file: ad08, captionKey: 'ads.ad08.caption', promotes: 'feature' },
  // Rule 2: the pairs 5-3 and 3-5 are the same pair, so the second one is crossed out.
  { id: 'ad-09', file: ad09, captionKey: 'ads.ad09.caption', promotes: 'feature' },
  // Autumn leaves fall by a waterfall over a one-square grid: the square clue +14 ×120 hides 2, 3, 4, 5.
  { id: 'ad-10', file: ad10, captionKey: 'ads.ad10.caption', promotes: 'autumnland' },
  // Snow falls on Winterland's mountains, a snowman waves, and a big six-squares grid solves itself.
  { id: 'ad-11', file: ad11, captionKey: 'ads.ad11.caption', promotes: 'winterland' },
  // A climber hops up four ledges numbered 1-4 (the difficulties) to a crown and a flag on the peak: Expert.
  { id: 'ad-12', file: ad12, captionKey: 'ads.ad12.caption', promotes: 'winterland' },
  // A square clue ×81 turns out to hide four 3s, checked by the pairs around it.
  { id: 'ad-13', file: ad13, captionKey: 'ads.ad13.caption', promotes: 'winterland' },
] as const satisfies readonly HouseAdEntry[];

export type HouseAd = (typeof HOUSE_ADS)[number];
export type HouseAdId = HouseAd['id'];
