// Every modal the hash can open, by name: its title, its content and its frame. A name not in this
// table opens nothing, and the menus hide the entries that would lead to it, so a modal appears
// everywhere at once when its entry is added here.

import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import type { ModalName } from '../routing/hash-modals';
import { EmailLoginModal } from './account/EmailLoginModal';
import { LoginModal } from './account/LoginModal';
import { NewTabModal } from './account/NewTabModal';
import { ProfileModal } from './account/ProfileModal';
import { GoogleLoginModal, LinkedInLoginModal } from './account/ProviderStartModal';
import { RegisterModal } from './account/RegisterModal';
import { RegisterReminderModal } from './account/RegisterReminderModal';
import { ResetModal } from './account/ResetModal';
import { ContactModal } from './contact/ContactModal';
import { AdRewardModal } from './economy/AdRewardModal';
import { DailyModal } from './economy/DailyModal';
import { ErrorAssistSettingsModal } from './economy/ErrorAssistSettingsModal';
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
  daily: { title: (t) => t('daily.title'), Content: DailyModal },
  adreward: { title: (t) => t('adReward.title'), Content: AdRewardModal },
  errorAssistSettings: { title: (t) => t('errorAssist.title'), Content: ErrorAssistSettingsModal },
  contactus: { title: (t) => t('contact.title'), Content: ContactModal },
  login: { title: (t) => t('login.title'), Content: LoginModal },
  emaillogin: { title: (t) => t('login.emailTitle'), Content: EmailLoginModal },
  register: { title: (t) => t('register.title'), Content: RegisterModal },
  reset: { title: (t) => t('reset.title'), Content: ResetModal },
  profile: { title: (t) => t('profile.title'), Content: ProfileModal },
  'register-reminder': { title: (t) => t('registerReminder.title'), Content: RegisterReminderModal },
  googlelogin: { title: (t) => t('providers.googleTitle'), Content: GoogleLoginModal },
  linkedinlogin: { title: (t) => t('providers.linkedinTitle'), Content: LinkedInLoginModal },
  newtab: { title: (t) => t('newTab.title'), Content: NewTabModal },
};

export function hasModal(name: ModalName): boolean {
  return MODALS[name] !== undefined;
}
