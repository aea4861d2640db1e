import { describe, expect, it } from 'vitest';
import { inlineScriptText } from './first-paint-plugin';

describe('the first-paint script written into the page', () => {
  it('goes in as it is built', () => {
    expect(inlineScriptText('(function(){document.title="x"})();\n')).toBe(
      '(function(){document.title="x"})();',
    );
  });

  it('is refused when the page would end it early or read it as a comment', () => {
    for (const code of ['a("</script>")', 'a("</SCRIPT ")', 'a("<!--")']) {
      expect(() => inlineScriptText(code), code).toThrow(/<\/script or <!--/);
    }
  });
});
