// Whole numbers in the player's language: 12,345 in English, 12 345 in Norwegian.

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export function useNumberFormat(): (value: number) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'no' ? 'nb' : i18n.language;
  return useMemo(() => {
    const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    return (value: number) => format.format(value);
  }, [locale]);
}
