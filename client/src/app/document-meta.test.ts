import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import html from '../../index.html?raw';
import en from '../i18n/locales/en.json';
import no from '../i18n/locales/no.json';
import { documentMeta } from './document-meta';

async function i18nIn(language: 'en' | 'no') {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    fallbackLng: 'en',
    resources: { en: { translation: en }, no: { translation: no } },
  });
  return i18n;
}

describe('documentMeta', () => {
  it('gives the title and description of the language shown', async () => {
    expect(documentMeta(await i18nIn('en'))).toEqual({
      title: en.site.title,
      description: en.site.description,
    });
    const norwegian = documentMeta(await i18nIn('no'));
    expect(norwegian).toEqual({ title: no.site.title, description: no.site.description });
    expect(norwegian.description).not.toBe(en.site.description);
  });

  it('a description search engines show whole (50 to 160 characters) in English and Norwegian', () => {
    for (const site of [en.site, no.site]) {
      expect(site.description.length).toBeGreaterThanOrEqual(50);
      expect(site.description.length).toBeLessThanOrEqual(160);
    }
  });

  it("index.html carries the English title and description before the app's code runs", () => {
    expect(html).toContain(`<title>${en.site.title}</title>`);
    expect(html).toContain(`content="${en.site.description}"`);
  });
});
