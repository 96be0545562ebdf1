import { describe, expect, it } from 'vitest';
import { defuseLinks, mailHtml } from './mail-text.ts';

describe('defuseLinks', () => {
  it.each([
    ['https://evil.example/pay', 'https[:]//evil[.]example/pay'],
    ['HTTP://Evil.Example', 'HTTP[:]//Evil[.]Example'],
    ['evil.example/x', 'evil[.]example/x'],
    ['www.evil.example', 'www[.]evil[.]example'],
    ['www.1evil.example', 'www[.]1evil[.]example'],
    ['pay at ftp://files.evil.example now', 'pay at ftp[:]//files[.]evil[.]example now'],
    ['https:\\\\evil.example', 'https[:]\\\\evil[.]example'],
    ['write to me@evil.example', 'write to me@evil[.]example'],
    ['http://192.168.0.1/pay', 'http[:]//192[.]168[.]0[.]1/pay'],
    ['evil\u3002example', 'evil[.]example'],
    ['evil.\u200Bexample', 'evil[.]example'],
    ['\u202Eelpmaxe.live', 'elpmaxe[.]live'],
  ])('%j reads %j', (typed, shown) => {
    expect(defuseLinks(typed)).toBe(shown);
  });

  it('leaves ordinary text, sentences and numbers as they are', () => {
    const text = 'Ada Lovelace. A lot of 60 × 120 ft, 3.5 baths, version 2.0.1... Thanks!\nBest, Ada 👩‍💻';
    expect(defuseLinks(text)).toBe(text);
  });

  it('is stable when applied twice', () => {
    const once = defuseLinks('https://evil.example/pay www.evil.example');
    expect(defuseLinks(once)).toBe(once);
  });
});

describe('mailHtml', () => {
  it('escapes every line and links only the URLs the server built', () => {
    const own = 'https://shop.example/order/A-1?token=x&y=1';
    const html = mailHtml(
      ['Hello <b>https://evil.example</b>,', '', `Your order: ${own}`, 'Also https://other.example'],
      [own],
    );
    expect(html).toBe(
      [
        '<p>Hello &#60;b&#62;https://evil.example&#60;/b&#62;,</p>',
        '',
        '<p>Your order: <a href="https://shop.example/order/A-1?token=x&#38;y=1">https://shop.example/order/A-1?token=x&#38;y=1</a></p>',
        '<p>Also https://other.example</p>',
      ].join('\n'),
    );
  });
});
