// The profile's figures (spec section 2): games played, gems, stars, top score (with the
// difficulty it was made at) and total score.

import type { Profile } from '@numberland/contract';
import { useTranslation } from 'react-i18next';

const DIFFICULTIES = ['1', '2', '3', '4'] as const;

export function ProfileStats({ profile }: { readonly profile: Profile }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => value.toLocaleString(i18n.language === 'no' ? 'nb' : i18n.language);
  const difficulty = DIFFICULTIES.find((d) => Number(d) === profile.topscoredifficulty);
  const stats = [
    { key: 'gamesPlayed', label: t('profile.gamesPlayed'), value: number(profile.gamesCount) },
    { key: 'gems', label: t('profile.gems'), value: number(profile.gems) },
    { key: 'stars', label: t('profile.stars'), value: number(profile.stars) },
    {
      key: 'topScore',
      label: t('profile.topScore'),
      value:
        difficulty && profile.topScore > 0
          ? t('profile.topScoreAt', {
              score: number(profile.topScore),
              difficulty: t(`difficulty.${difficulty}`),
            })
          : number(profile.topScore),
    },
    { key: 'totalScore', label: t('profile.totalScore'), value: number(profile.totalScore), wide: true },
  ];
  return (
    <dl className="profile__stats">
      {stats.map((stat) => (
        <div key={stat.key} className={stat.wide ? 'profile__stat profile__stat--wide' : 'profile__stat'}>
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
