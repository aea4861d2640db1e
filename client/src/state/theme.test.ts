import { describe, expect, it } from 'vitest';
import { defaultSettings, parseSettings } from './settings';
import { themeOf } from './theme';

describe('the theme', () => {
  it('follows the device unless the player chose light or dark', () => {
    expect(themeOf('system', true)).toBe('dark');
    expect(themeOf('system', false)).toBe('light');
    expect(themeOf('light', true)).toBe('light');
    expect(themeOf('dark', false)).toBe('dark');
  });

  it('is kept in the settings, "like my device" unless a valid choice is stored', () => {
    const defaults = defaultSettings('en');
    expect(defaults.theme).toBe('system');
    expect(parseSettings({ theme: 'dark' }, defaults).theme).toBe('dark');
    expect(parseSettings({ theme: 'light' }, defaults).theme).toBe('light');
    expect(parseSettings({ theme: 'purple' }, defaults).theme).toBe('system');
    expect(parseSettings({}, defaults).theme).toBe('system');
  });
});
