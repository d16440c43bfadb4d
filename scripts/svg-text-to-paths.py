#!/usr/bin/env python3
"""
Draws the <text> of the bundled SVG pictures as paths (issue 33), so no picture depends on the fonts of the
machine that shows it: an <img> SVG cannot use the page's fonts, and a fresh Debian machine picks another
sans-serif than the one the visual baselines were made with. The outlines are DejaVu Sans (Mono for monospace),
bold where the text asked for it. Run it after adding a picture with text: python3 scripts/svg-text-to-paths.py
content/assets/images/*.svg (needs python3-fonttools).
"""
import re
import sys
from html import unescape

from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTFont

FONT_DIR = '/usr/share/fonts/truetype/dejavu/'
_fonts = {}


def font(mono, bold):
    name = ('DejaVuSansMono' if mono else 'DejaVuSans') + ('-Bold' if bold else '') + '.ttf'
    if name not in _fonts:
        _fonts[name] = TTFont(FONT_DIR + name)
    return _fonts[name]


def number(v):
    return ('%.2f' % v).rstrip('0').rstrip('.')


def text_path(attrs, text):
    f = font('monospace' in attrs.get('font-family', ''), attrs.get('font-weight') in ('bold', '700'))
    glyphs, cmap, hmtx = f.getGlyphSet(), f.getBestCmap(), f['hmtx']
    scale = float(attrs['font-size']) / f['head'].unitsPerEm
    names = [cmap.get(ord(ch), '.notdef') for ch in text]
    width = sum(hmtx[n][0] for n in names) * scale
    x = float(attrs['x'])
    anchor = attrs.get('text-anchor', 'start')
    if anchor == 'middle':
        x -= width / 2
    elif anchor == 'end':
        x -= width
    y = float(attrs['y'])
    pen = SVGPathPen(glyphs, ntos=number)
    advance = 0
    for n in names:
        glyphs[n].draw(TransformPen(pen, (scale, 0, 0, -scale, x + advance * scale, y)))
        advance += hmtx[n][0]
    return '<path d="%s" fill="%s"/>' % (pen.getCommands(), attrs['fill'])


def convert(svg):
    def replace(match):
        attrs = dict(re.findall(r'([a-z-]+)="([^"]*)"', match.group(1)))
        return text_path(attrs, unescape(match.group(2)))

    return re.sub(r'<text([^>]*)>([^<]*)</text>', replace, svg)


for path in sys.argv[1:]:
    with open(path, encoding='utf-8') as file:
        before = file.read()
    after = convert(before)
    if after != before:
        with open(path, 'w', encoding='utf-8') as file:
            file.write(after)
        print('drew the text as paths:', path)
