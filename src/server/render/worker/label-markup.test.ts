import { describe, expect, it } from 'vitest';
import { isPlainMarkup } from './label-markup.mjs';

// Which label markup the light tokenizer may build itself (exact for it) and which must go
// through the HTML parser (light-dom.test.ts checks the results against draw.io on jsdom).
describe('isPlainMarkup', () => {
  it('accepts the well-nested markup draw.io writes', () => {
    for (const html of ['Web <b>tier</b>', 'Service 1<br>ec2 tier 1', '<div><font face="Courier New" color="#f00">x</font></div>',
      '<ul><li>a</li><li>b</li></ul>', 'a &amp; b &lt;c&gt; &nbsp;&#233;&#x41;', 'x < 3', '<img src="a.png" width="10"><br/>', 'A & B']) {
      expect(isPlainMarkup(html, true), html).toBe(true);
    }
  });

  it('sends what the HTML parser restructures to the HTML parser', () => {
    for (const html of ['<table><tr><td>a</td></tr></table>', '<p>a<div>b</div></p>', '<b>a<i>b</b>c</i>', '<li>x</li>',
      '&eacute;', '&#150;', '<!-- c -->x', '<div/>x', '</br>', '<b x="1" x="2">y</b>', '<script>x</script>',
      '<svg><circle/></svg>', '<pre>\nx</pre>', '<h1><h2>x</h2></h1>', '<a href="#">x<a href="#">y</a></a>', 'a\r\nb', '<-x']) {
      expect(isPlainMarkup(html, true), html).toBe(false);
    }
  });

  it('keeps leading whitespace only when the markup is not first parsed as a document', () => {
    expect(isPlainMarkup('  spaced', true)).toBe(false);
    expect(isPlainMarkup('  spaced', false)).toBe(true);
  });
});
