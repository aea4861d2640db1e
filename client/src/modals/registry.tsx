// Every modal the hash can open, by name: its title, its content and its frame. A name not in this
// table opens nothing, and the menus hide the entries that would lead to it, so a modal appears
// everywhere at once when its entry is added here.

import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import type { ModalName } from '../routing/hash-modals';
import { OptionsModal } from './OptionsModal';
import { RulesModal } from './RulesModal';
import { SetPasswordModal } from './SetPasswordModal';
import { SideMenu } from './SideMenu';
import type { ModalContentProps } from './types';

export interface ModalEntry {
  readonly title: (t: TFunction) => string;
  readonly Content: ComponentType<ModalContentProps>;
  readonly variant?: 'center' | 'side';
}

export const MODALS: Partial<Record<ModalName, ModalEntry>> = {
  sideMenu: { title: (t) => t('menu.title'), Content: SideMenu, variant: 'side' },
  options: { title: (t) => t('options.title'), Content: OptionsModal },
  rules: { title: (t) => t('rules.title'), Content: RulesModal },
  setpassword: { title: (t) => t('setPassword.title'), Content: SetPasswordModal },
};

export function hasModal(name: ModalName): boolean {
  return MODALS[name] !== undefined;
}
