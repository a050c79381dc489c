import { describe, expect, it } from 'vitest';
import { sanitiseHtml } from './sanitise.ts';

/** Well-known ways of running script or loading active content through html; none may survive. */
const attacks: string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#106;avascript:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<div style="width: expression(alert(1))">x</div>',
  '<p onclick="alert(1)">x</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<style>@import "javascript:alert(1)";</style>',
  '"><script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<a href="//evil.example">protocol relative</a>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
];

const dangerous = [/<script/i, /<iframe/i, /<object/i, /<embed/i, /<svg/i, /<math/i, /<form/i, /<input/i, /<meta/i, /<base/i, /<link/i, /<style/i, /\son\w+\s*=/i, /javascript:/i, /vbscript:/i, /data:text/i, /expression\(/i, /srcdoc/i, /href="\/\//i];

describe('sanitiseHtml', () => {
  it(`neutralises ${attacks.length} script and active-content payloads`, () => {
    expect(attacks.length).toBeGreaterThanOrEqual(20);
    for (const attack of attacks) {
      const cleaned = sanitiseHtml(attack);
      for (const pattern of dangerous) expect(cleaned, `${attack} → ${cleaned}`).not.toMatch(pattern);
      // Sanitising its own output changes nothing: what is stored is what is shown.
      expect(sanitiseHtml(cleaned)).toBe(cleaned);
    }
  });

  it('keeps formatting, safe links and images', () => {
    const html = '<h3>Regras</h3><p><b>Bónus</b> de <i>100%</i></p><ul><li>Um</li></ul><a href="https://example.com/a">ver</a><img src="https://cdn.example.com/x.png" alt="x">';
    const cleaned = sanitiseHtml(html);
    expect(cleaned).toContain('<h3>Regras</h3>');
    expect(cleaned).toContain('<b>Bónus</b>');
    expect(cleaned).toContain('<ul><li>Um</li></ul>');
    expect(cleaned).toContain('<a href="https://example.com/a" rel="noopener noreferrer" target="_blank">ver</a>');
    expect(cleaned).toContain('<img src="https://cdn.example.com/x.png" alt="x" />');
  });

  it('opens links to other sites in a new tab and keeps links to the site’s own pages in it', () => {
    expect(sanitiseHtml('<a href="/member/withdraw" target="_blank">sacar</a>')).toBe('<a href="/member/withdraw">sacar</a>');
    expect(sanitiseHtml('<a href="//evil.example/x">x</a>')).toContain('target="_blank"');
    expect(sanitiseHtml('<a href="https://example.com/">x</a>')).toContain('target="_blank"');
  });
});
