// /about: a page with only a title (spec section 2).

import { useTranslation } from 'react-i18next';
import { Page } from '../../ui/Page';

export function About() {
  const { t } = useTranslation();
  return <Page title={t('about.title')} />;
}
