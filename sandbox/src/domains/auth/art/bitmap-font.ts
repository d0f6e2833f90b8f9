/** A 5×7 pixel font for the digits, drawn by hand so no font file is needed. `#` is ink. */
const DIGIT_ROWS: Record<string, readonly string[]> = {
  '0': [' ### ', '#   #', '#  ##', '# # #', '##  #', '#   #', ' ### '],
  '1': ['  #  ', ' ##  ', '  #  ', '  #  ', '  #  ', '  #  ', ' ### '],
  '2': [' ### ', '#   #', '    #', '   # ', '  #  ', ' #   ', '#####'],
  '3': ['#####', '   # ', '  #  ', '   # ', '    #', '#   #', ' ### '],
  '4': ['   # ', '  ## ', ' # # ', '#  # ', '#####', '   # ', '   # '],
  '5': ['#####', '#    ', '#### ', '    #', '    #', '#   #', ' ### '],
  '6': ['  ## ', ' #   ', '#    ', '#### ', '#   #', '#   #', ' ### '],
  '7': ['#####', '    #', '   # ', '  #  ', ' #   ', ' #   ', ' #   '],
  '8': [' ### ', '#   #', '#   #', ' ### ', '#   #', '#   #', ' ### '],
  '9': [' ### ', '#   #', '#   #', ' ####', '    #', '   # ', ' ##  '],
};

export const GLYPH_WIDTH = 5;
export const GLYPH_HEIGHT = 7;

/** The ink pixels of a digit as [x, y] pairs. */
export function glyphPixels(digit: string): Array<[number, number]> {
  const rows = DIGIT_ROWS[digit];
  if (rows === undefined) throw new Error(`no glyph for ${JSON.stringify(digit)}`);
  const pixels: Array<[number, number]> = [];
  rows.forEach((row, y) => {
    [...row].forEach((cell, x) => {
      if (cell === '#') pixels.push([x, y]);
    });
  });
  return pixels;
}
