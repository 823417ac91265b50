import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readerLine, readExpected } from '../../bench/fixture-expected.js';
import { parseDuration } from './duration.js';
import { extractRecipeFromHtml } from './extract-html.js';

// CI checks out ../shared beside the repository, so this relative path holds there too.
const FIXTURES = new URL('../../../../shared/fixtures/recipe-pages/', import.meta.url);

const norm = (text: string): string => text.replace(/\s+/g, ' ').trim();

// A spread of JSON-LD shapes (@graph, HowToSection, doubled-parenthesis notes, lone Recipe),
// microdata-only pages, a page where the plugin markup fills gaps, one whose JSON-LD lost digits
// the card still shows, one whose og:image is the site logo, a method given as one run-on text
// the page shows in paragraphs, steps as several microdata elements, a card listing equipment
// among its ingredients, a layout of rows with caption cells and capitals the JSON-LD lost, units
// a converter script adds with JSON-LD times typed in hours, an infobox of servings and time,
// pages with no recipe data at all (a list of amounts, a definition list of cells under a
// "10 pieces — 20 minutes" heading, a byline in the heading) and one whose JSON-LD has no steps.
const PAGES = [
  '40aprons.com', 'africanbites.com', 'ahealthysliceoflife.com', 'eatwhattonight.com', 'allrecipes.com', 'altonbrown.com', 'asweetpeachef.com',
  'bakingmischief.com', 'barefootcontessa.com', 'bbc.com', 'breadtopia.com', 'cafedelites.com',
  'closetcooking.com', 'countryliving.com', 'davidlebovitz.com', 'delish.com', 'eatliverun.com',
  'elavegan.com', 'fifteenspatulas.com', 'goldnplump.com', 'hungryhappens.net', 'inspiredtaste.net',
  'bakels.com.au', 'bigoven.com', 'blueapron.com', 'carriesexperimentalkitchen.com', 'dish.co.nz', 'heb.com', 'eatingonadime.com',
  'alittlebityummy.com', 'en.wikibooks.org', 'books.ottolenghi.co.uk', 'grimgrains.com', '30seconds.com', 'fitmencook.com',
];

describe('fixture pages', () => {
  it.each(PAGES)('%s', (host) => {
    const expected = readExpected(readFileSync(new URL(`${host}.json`, FIXTURES), 'utf8'), host);
    const html = readFileSync(new URL(`${host}.html`, FIXTURES), 'utf8');
    // One fixture's canonical_url is a bare host; a fetched page always has a full address.
    const pageUrl = URL.canParse(expected.canonical_url) ? expected.canonical_url : `https://${host}/`;
    const { recipe, ingredient_lines } = extractRecipeFromHtml(html, pageUrl);

    expect(recipe.name).toBe(norm(expected.title));
    expect(ingredient_lines).toEqual(expected.ingredients.map(norm));
    expect(recipe.instructions.map((s) => s.content)).toEqual((expected.instructions_list ?? []).map(norm));
    expect(recipe.instructions.map((s) => s.step_number)).toEqual((expected.instructions_list ?? []).map((_, i) => i + 1));
    expect(recipe.image_url).toBe(expected.image);
    for (const key of ['total_time', 'prep_time', 'cook_time'] as const) {
      if (key in expected) expect(parseDuration(recipe[key]) ?? 0, key).toBe(expected[key] ?? 0);
    }
    if (expected.yields) expect(recipe.servings).toBe(Number(/\d+/.exec(expected.yields)?.[0]));
    expect(recipe.ingredients).toHaveLength(ingredient_lines.length);
    expect(recipe.source_url).toBe(pageUrl);
  });

  // Pages whose other expected fields are that site's own (numbers typed before steps, a photo
  // rendition): a microdata group heading, reworded JSON-LD.
  it.each(['cdkitchen.com', 'bodybuilding.com'])('%s ingredient lines', (host) => {
    const expected = readExpected(readFileSync(new URL(`${host}.json`, FIXTURES), 'utf8'), host);
    const html = readFileSync(new URL(`${host}.html`, FIXTURES), 'utf8');
    expect(extractRecipeFromHtml(html, expected.canonical_url).ingredient_lines).toEqual(expected.ingredients.map(norm));
  });

  // ERRATA.md: lines compared as a reader sees them (fraction glyph or slash, a note in
  // parentheses or not), and the two expected files it corrects (an icon's title before lines,
  // a group of lines left out).
  it.each(['acouplecooks.com', 'bakewithzoha.com', 'ameessavorydish.com', 'corriecooks.com', 'homechef.com', 'cookingcircle.com'])(
    '%s ingredient lines as ERRATA.md reads them',
    (host) => {
      const expected = readExpected(readFileSync(new URL(`${host}.json`, FIXTURES), 'utf8'), host);
      const html = readFileSync(new URL(`${host}.html`, FIXTURES), 'utf8');
      const lines = extractRecipeFromHtml(html, expected.canonical_url).ingredient_lines;
      expect(lines.map(readerLine)).toEqual(expected.ingredients.map(readerLine));
    },
  );

  it('reads JSON-LD that strict JSON rejects (bodybuilding.com has a \\\' escape)', () => {
    const html = readFileSync(new URL('bodybuilding.com.html', FIXTURES), 'utf8');
    const { recipe, sources } = extractRecipeFromHtml(html, 'https://www.bodybuilding.com/recipes/x');
    expect(sources[0]).toBe('json-ld');
    expect(recipe.ingredients.length).toBeGreaterThan(10);
    expect(recipe.instructions.length).toBeGreaterThan(3);
  });
});
