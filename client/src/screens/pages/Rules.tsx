// /rules: the four rules (spec section 2).

import { useTranslation } from 'react-i18next';
import { Page } from '../../ui/Page';
import { RulesContent } from './RulesContent';

export function Rules() {
  const { t } = useTranslation();
  return (
    <Page title={t('rules.title')}>
      <RulesContent />
    </Page>
  );
}
