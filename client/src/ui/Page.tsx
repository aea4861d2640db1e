// The frame of the text pages (about, rules, tutorial, play's header): a readable card over the
// land's background, with a back button to home.

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ArrowIcon } from './icons';
import './Page.css';

export interface PageProps {
  readonly title: string;
  readonly children?: ReactNode;
  /** Where back goes; home unless told. */
  readonly backTo?: string;
  readonly backLabel?: string;
}

export function Page({ title, children, backTo = '/home', backLabel }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <article className="page panel">
      <header className="page__header">
        <button type="button" className="back-button" onClick={() => navigate(backTo)}>
          <ArrowIcon direction="left" size={22} />
          <span>{backLabel ?? t('common.back')}</span>
        </button>
        <h1 className="page__title">{title}</h1>
      </header>
      {children !== undefined && <div className="page__body">{children}</div>}
    </article>
  );
}
