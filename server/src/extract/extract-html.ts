import type { CheerioAPI } from 'cheerio';
import { extractAppData } from './app-data.js';
import { draftFromFields } from './draft.js';
import { ingredientKey, parseIngredientLine, tidyIngredientLine } from './ingredient-parser.js';
import { extractJsonLd } from './json-ld.js';
import { extractMicrodata } from './microdata.js';
import { extractHeuristic, isGroupCaption, LEADING_AMOUNT, MAX_HEADING_LENGTH, pageFacts, shownIngredientLines, shownStepLines } from './heuristic.js';
import { fileName, imageSource, isPhoto, looksLikeLogo, sameSeries, samePhoto, withoutProxy } from './images.js';
import { extractOpenGraph, siteLogos } from './opengraph.js';
import { extractPlugin } from './plugins.js';
import { gluedSteps, shownSteps } from './shown-steps.js';
import { collapse, elementLines, letters, loadHtml, tagsUnder, writeOutFieldCounts, writeOutScriptedUnits, type AnyNode } from './text.js';
import type { ExtractResult, ExtractSource, RecipeFields, RecipeIngredient } from './types.js';
import { words } from './vocabulary.js';

type Field = keyof RecipeFields;

interface Strategy {
  source: ExtractSource;
  extract: ($: CheerioAPI, wanted: ReadonlySet<Field>) => RecipeFields | undefined;
  /** The fields it can give; it runs only while one of them is still missing. */
  gives?: Field[];
}

/** Most trusted first. */
const STRATEGIES: Strategy[] = [
  { source: 'json-ld', extract: extractJsonLd },
  { source: 'microdata', extract: extractMicrodata },
  { source: 'plugin', extract: extractPlugin },
  // A page built by a script: its recipe is only in the data it ships, read when the page shows none.
  { source: 'app-data', extract: extractAppData, gives: ['ingredients', 'instructions'] },
  { source: 'heuristic', extract: extractHeuristic, gives: ['name', 'image', 'ingredients', 'instructions'] },
  // Always consulted: its image competes with the recipe's (see chooseImage).
  { source: 'opengraph', extract: extractOpenGraph },
];

const isPresent = (value: unknown): boolean =>
  Array.isArray(value) ? value.length > 0 : value !== undefined && value !== '';

/** The images a page offers for its recipe, by where they come from. */
interface ImageCandidates {
  /** The recipe data's image list (renditions or several photos), in its order. */
  recipe: string[];
  /** The sizes the recipe data states for its images, by URL. */
  recipeSizes?: Record<string, number>;
  /** The photo the recipe card plugin shows. */
  card?: string;
  /** The page's og:image (none when it is the site's logo). */
  page?: string;
  /** The page's own title (og:title without the site's name). */
  pageTitle?: string;
}

/**
 * The recipe's photo, from the page's own signals:
 * - a recipe image named as a logo or icon is no photo of the dish;
 * - of the renditions the recipe data lists, the one its card shows;
 * - a different photo in og:image wins: it is the one the site chose for the page, while recipe
 *   image lists often start with a thumbnail of another shot ("-225x225") (measured on the
 *   fixture pages: og:image first is right far more often); but not a share card a service
 *   draws for the page (the title set over the photo), which is no photo of the dish, nor an
 *   og:image stated as a thumbnail ("146x128-…") beside a recipe image that is not one, nor
 *   og:image beside recipe data that lists several different photos: such a gallery is chosen
 *   photo by photo and leads with the dish, where a plugin's list is renditions of one shot;
 *   nor an og:image no <img> shows that is another numbered shot of the recipe's ("dish-5.jpg"
 *   beside "dish-6.jpg") while the post shows the recipe's: that shot was kept for sharing;
 * - two renditions of one photo: the larger as its URL (or the og:image size tags, or the recipe
 *   data's own width and height) states, the recipe's own on a tie unless its URL calls it a
 *   thumbnail, by a size under 400 px or by name ("medium_thumb_…" beside the original file),
 *   or files it as a copy a CMS resized from the other ("/styles/featured_image/public/…");
 *   the recipe's own when og:image is an image proxy's cut of that very file, or that very file
 *   over plain http.
 */
function chooseImage($: CheerioAPI, images: ImageCandidates, name?: string): string | undefined {
  const { card } = images;
  const recipe = images.recipe.filter((url) => !looksLikeLogo(url));
  const recipeImage = recipe.find((url) => url === card) ?? largestRendition(recipe);
  // Two plugins may each write a card (a share plugin's, an SEO plugin's, each with its og:title and
  // og:image): the card whose image shows the recipe's photo agrees with it. One card listing several
  // images puts the one it prefers first.
  const agrees = (url: string | undefined): boolean => recipeImage !== undefined && url !== undefined && samePhoto(recipeImage, url);
  const offered = agrees(images.page) ? images.page : (cardImages($).find(agrees) ?? images.page);
  const page = recipeImage && offered && SHARE_CARD.test(offered) ? undefined : offered;
  if (!recipeImage || !page) return shownRendition($, recipeImage) ?? page ?? images.recipe[0];
  const [pageSize, recipeSize] = [statedSize(page) || declaredSize($), statedSize(recipeImage) || (images.recipeSizes?.[recipeImage] ?? 0)];
  if (!samePhoto(recipeImage, page)) {
    const shownShot = shownShotOfSeries($, recipeImage, page);
    if (shownShot) return shownShot;
    const partOfDish = name !== undefined && images.pageTitle !== undefined && namesAPart(images.pageTitle, name);
    return partOfDish || isGallery(recipe) || (isThumbnail(pageSize) && !isThumbnail(recipeSize)) ? recipeImage : page;
  }
  // An og:image an image proxy cuts from the very file the recipe names: that file is the original.
  // The same file over plain http is that file too, sent in the clear.
  if (withoutProxy(page) === recipeImage || page.replace(/^http:/i, 'https:') === recipeImage) return recipeImage;
  const namedThumbnail = pageSize === recipeSize && THUMBNAIL_NAME.test(fileName(recipeImage)) && !THUMBNAIL_NAME.test(fileName(page));
  const resizedCopy = pageSize === recipeSize && RESIZED_FOLDER.test(recipeImage) && !RESIZED_FOLDER.test(page);
  return pageSize > recipeSize || isThumbnail(recipeSize) || namedThumbnail || resizedCopy ? page : recipeImage;
}

/** The image each OpenGraph card of the page leads with: a card opens at its og:title, its first og:image is the one it prefers. */
function cardImages($: CheerioAPI): string[] {
  const leads: string[] = [];
  let open = false;
  for (const meta of $('meta[property="og:title"], meta[property="og:image"][content]').toArray()) {
    if ($(meta).attr('property') === 'og:title') {
      open = true;
    } else if (open) {
      leads.push(collapse($(meta).attr('content') ?? ''));
      open = false;
    }
  }
  return leads.length > 1 ? leads : [];
}

/** Words joining one part of a dish to the rest in its name ("Chicken with White Sauce", "Steak and Chimichurri"). */
const JOINED_PART = new RegExp(`\\s(?:${words('joinedPart')})\\s*$`, 'i');

/**
 * A page titled for a whole dish whose recipe is one part of it ("Barbecue Chicken with Alabama
 * White Sauce" over a card for "Alabama White Sauce"): the page's og:image shows the whole dish,
 * the recipe's own image the part it makes.
 */
function namesAPart(title: string, name: string): boolean {
  const [page, part] = [title, name].map((text) => collapse(text).toLowerCase());
  if (!page || !part || page === part || !page.endsWith(part)) return false;
  return JOINED_PART.test(page.slice(0, -part.length));
}

/**
 * A recipe image stated as a thumbnail (a card's "-350x350" crop) where the page's own <img> shows
 * the same photo larger (the post's full-size shot), or its Pin button shares it whole: the largest
 * rendition shown or pinned; else the image.
 */
function shownRendition($: CheerioAPI, url: string | undefined): string | undefined {
  if (url === undefined || !isThumbnail(statedSize(url))) return url;
  return largestRendition([url, ...shownImages($), ...pinnedImages($)]);
}

/**
 * The photos the page offers to pin ("<a data-media=\"…/dish.jpg\">Pin Recipe</a>", an <img>'s
 * data-pin-media): a share button names the photo the site shares, not the crop a card lays out.
 */
const pinnedImages = ($: CheerioAPI): string[] =>
  $('[data-pin-media], [data-media]')
    .toArray()
    .map((el) => $(el).attr('data-pin-media') ?? $(el).attr('data-media') ?? '')
    .filter((url) => /^https?:\/\//i.test(url));

/** The images the page's <img> elements show. */
const shownImages = ($: CheerioAPI): string[] =>
  $('img')
    .toArray()
    .map((img) => imageSource($(img)))
    .filter((src): src is string => src !== undefined);

/**
 * Two shots of one series ("dish-5.jpg" in og:image, "dish-6-500x500.jpg" in the card) where no <img>
 * of the page shows the og:image but the post shows the recipe's as a photo: the og:image is a shot
 * kept for sharing, the recipe's the one the reader sees, taken at the largest rendition shown. A
 * card's thumbnail of the recipe's shot ("133×200") only echoes its data: no sign the reader sees it.
 */
function shownShotOfSeries($: CheerioAPI, recipeImage: string, page: string): string | undefined {
  if (!sameSeries(recipeImage, page)) return undefined;
  const shown = shownImages($);
  // Only the few <img> of the recipe's shot are weighed as photos.
  const shownAsPhoto = $('img')
    .toArray()
    .some((img) => {
      const src = imageSource($(img));
      return src !== undefined && samePhoto(src, recipeImage) && isPhoto($(img));
    });
  return shownAsPhoto && !shown.some((src) => samePhoto(src, page)) ? largestRendition([recipeImage, ...shown]) : undefined;
}

/** Recipe data listing different photos, not only renditions of its first ("dish.jpg", "dish-500x500.jpg"). */
const isGallery = (recipe: string[]): boolean => recipe.some((url) => !samePhoto(url, recipe[0] ?? url));

/**
 * Of the renditions of the recipe data's first photo, the largest its URL states; a URL stating no
 * size names the original file ("-scaled.jpg" beside "-500x500.jpg"), larger than any. The first on a tie.
 */
function largestRendition(recipe: string[]): string | undefined {
  const [first] = recipe;
  if (first === undefined) return undefined;
  const size = (url: string): number => statedSize(url) || Infinity;
  return recipe.filter((url) => samePhoto(url, first)).reduce((best, url) => (size(url) > size(best) ? url : best), first);
}

/**
 * The address of a share card drawn for the page ("og-image.example.com/recipe/1", "/api/og?title=…",
 * "social-card.png"), or of an image made for a social network's post ("soup-FB-post.jpg"), cut
 * and lettered for the feed rather than showing the dish.
 */
const SHARE_CARD =
  /(?:^https?:\/\/|[/._-])(?:og|open-?graph)[-_]?(?:image|img|card)s?(?=[/._?-]|$)|\/api\/og\b|social[-_]?(?:card|image)|[/._-](?:fb|facebook)[-_]?(?:post|share|card|image|img)s?(?=[._-]|$)/i;

/** A rendition stated smaller than this (px) is a thumbnail, whatever the other one's size. */
const THUMBNAIL_SIZE = 400;
const isThumbnail = (size: number): boolean => size > 0 && size < THUMBNAIL_SIZE;
/** A file named as a thumbnail rendition ("medium_thumb_dish.jpg", "dish-thumbnail.jpg"). */
const THUMBNAIL_NAME = /(?:^|[\W_])thumb(?:nail)?s?(?=[\W_]|$)/i;
/** The folder of an image style a CMS files its resized copies of an upload in ("/styles/featured_image/public/", "/imagecache/large/"). */
const RESIZED_FOLDER = /\/(?:styles\/[\w-]+\/(?:public|private)|imagecache\/[\w-]+)\//i;

/** The larger of the width and height the page declares for its og:image; 0 when none. */
function declaredSize($: CheerioAPI): number {
  const sizes = ['width', 'height'].map((side) => Number.parseInt($(`meta[property="og:image:${side}"]`).first().attr('content') ?? '', 10));
  return Math.max(0, ...sizes.filter((n) => n > 0));
}

/**
 * The largest pixel size an image CDN's URL states ("w_1200", "?w=680", "?fit=2560%2C2133",
 * "1200x1200/", "_1600/", "/mncrop/600/315/"); 0 when none.
 */
function statedSize(url: string): number {
  // A size a CMS appends to the uploaded file's name for one rendition ("dish-1200x800-500x500.jpg")
  // is that rendition's: a size earlier in the name is only part of what the upload was called.
  const file = fileName(url);
  const rendition = /[-_]\d{2,4}x\d{2,4}\.\w+$/.exec(file)?.[0];
  const scanned = rendition ? url.replace(file, rendition) : url;
  const sizes = [...scanned.matchAll(/(?:\b[wh]_|[?&](?:w|h|width|height|resize|fit)=)(\d{2,4})|(\d{2,4})x(\d{2,4})|_(\d{3,4})\/|\/[a-z]*(?:crop|resize|fit|fill|scale)[a-z]*\/(\d{2,4})\/(\d{2,4})\//g)]
    .flatMap((match) => match.slice(1))
    .map(Number)
    .filter((n) => n > 0);
  return Math.max(0, ...sizes);
}

/**
 * Structured lines checked against the card's: where the card lists only the first of them (the
 * rest are tools or a second recipe's), the card's lines; where the generated JSON-LD dropped the
 * digits before a decimal point ("1.5 tsp" → "5 tsp"), the card's fuller line.
 */
function repairLines(structured: string[], shown: string[] | undefined): string[] {
  if (!shown?.length) return structured;
  if (shown.length < structured.length) {
    const prefix = shown.every((line, i) => ingredientKey(line) === ingredientKey(structured[i] ?? ''));
    return prefix ? shown : structured;
  }
  if (shown.length !== structured.length) return structured;
  return structured.map((line, i) => {
    const full = shown[i] ?? '';
    return full.length > line.length && full.endsWith(line) && /^[\d.,/]+$/.test(full.slice(0, -line.length)) ? full : line;
  });
}

const squashed = (text: string): string => text.replace(/\s+/g, '').toLowerCase();

/** Longest single step of recipe data that may only point to the method rather than give it. */
const MAX_POINTER_LENGTH = 80;
/** Fewest lines the page must show to stand for recipe data that gives a single line. */
const MIN_SHOWN_LINES = 3;

const MAX_TITLE_WORDS = 8;
/** A short line that ends no sentence: a stage's title ("Make the sauce") over the steps that follow it. */
const isTitle = (line: string): boolean => !/[.!?]["'”’)]?$/.test(line) && line.split(/\s+/).length <= MAX_TITLE_WORDS;

/**
 * How many titles of stages the structured lines add ("Make the sauce" before its steps) while the
 * rest hold the page's text, line after line, and only that; undefined when they hold other text.
 */
function titlesOverShownText(structured: string[], shown: string[]): number | undefined {
  const text = letters(shown.join(''));
  let at = 0;
  let titles = 0;
  for (const line of structured) {
    const part = letters(line);
    if (text.startsWith(part, at)) at += part.length;
    else if (isTitle(line)) titles += 1;
    else return undefined;
  }
  return at === text.length ? titles : undefined;
}

/**
 * The page's own list where it splits into more lines the same text the structured data joins
 * ("1 cup lentils 1 onion …"), or where the data gives one line ("See the recipe below") and the
 * page lists several.
 */
function shownSplit(structured: string[], shown: string[]): string[] | undefined {
  if (shown.length <= structured.length) return undefined;
  const same = squashed(shown.join('')) === squashed(structured.join(''));
  return same || (structured.length === 1 && shown.length >= MIN_SHOWN_LINES) ? shown : undefined;
}

/**
 * The page's own steps where the structured data gives the method by stage: titled steps ("Make
 * the sauce") each joining several of the steps the page lists under that stage. The page's
 * steps are the method as its author set it out; the data only groups them.
 */
function shownByStage(structured: string[], shown: string[]): string[] | undefined {
  const titles = titlesOverShownText(structured, shown) ?? 0;
  return titles > 0 && shown.length > structured.length - titles ? shown : undefined;
}

/** A step card's own number ("1"), set apart from its title and text. */
const CARD_NUMBER = /^\d{1,2}\.?$/;

/**
 * The page's step cards where the structured data gives only their titles ("Cook the noodles",
 * "Serve"), the directions left out: each title stays a line before its card's text, as a titled
 * step of the data reads. A card is the largest element around its title that holds no other
 * title; the titles are found in the page in the data's order.
 */
function shownUnderTitles($: CheerioAPI, structured: string[]): string[] | undefined {
  if (!structured.every(isTitle)) return undefined;
  const titles: AnyNode[] = [];
  // An element's own text, not its descendants': each element costs one look.
  for (const el of tagsUnder($('body'))) {
    if (titles.length === structured.length) break;
    const own = 'children' in el ? el.children.map((node) => ('data' in node && node.type === 'text' ? node.data : '')).join('') : '';
    if (collapse(own) === structured[titles.length]) titles.push(el);
  }
  if (titles.length !== structured.length) return undefined;
  // How many titles each element holds, counted once: checking each title's wrappers against every
  // other title is quadratic in the titles, and recipe data may list thousands.
  const held = new Map<AnyNode, number>();
  for (const title of titles) for (const up of $(title).parents().toArray()) held.set(up, (held.get(up) ?? 0) + 1);
  const steps = titles.flatMap((title, i) => {
    let card = title;
    for (const up of $(title).parents().toArray()) {
      if (up.tagName === 'body' || (held.get(up) ?? 0) > 1) break;
      card = up;
    }
    const text = elementLines($(card)).filter((line) => line !== structured[i] && !CARD_NUMBER.test(line)).join(' ');
    return text ? [structured[i] ?? '', text] : [structured[i] ?? ''];
  });
  return steps.length > structured.length ? steps : undefined;
}

/** A step that stops without ending its sentence and one that goes on with it in lower case. */
const splitMidSentence = (steps: string[]): boolean =>
  steps.some((step, i) => !/[.!?:;)]["'”’]?$/.test(step) && /^\p{Ll}/u.test(steps[i + 1] ?? ''));

/**
 * The page's own lines where the structured data cut them at their commas, as generators that take
 * a comma for a list separator do: ingredients ("250 g pork", "in pieces", "1", "5 tsp mustard" for
 * "250 g pork, in pieces" and "1,5 tsp mustard") or steps ("After browning the meat" / "add the
 * tomatoes …"). The page shows the same text in fewer lines, and those are the ones its author wrote.
 */
function shownJoined(structured: string[], shown: string[]): string[] | undefined {
  if (!shown.length || shown.length >= structured.length) return undefined;
  return letters(shown.join('')) === letters(structured.join('')) ? shown : undefined;
}

/**
 * The page's own list where the structured data gives the captions of its groups as lines ("For
 * the sauce:" among the ingredients, or "Yoghurt Dressing", which the page shows as the group's
 * heading rather than listing it): the same lines once those are left out.
 */
function shownUncaptioned(structured: string[], shown: string[]): string[] | undefined {
  const listed = new Set(shown.map(ingredientKey));
  const headingOnly = (line: string, i: number): boolean =>
    i < structured.length - 1 && line.length <= MAX_HEADING_LENGTH && !/\d/.test(line) && !listed.has(ingredientKey(line));
  const lines = structured.filter((line, i) => !isGroupCaption(line) && !headingOnly(line, i));
  if (lines.length === structured.length || lines.length !== shown.length) return undefined;
  return lines.every((line, i) => ingredientKey(line) === ingredientKey(shown[i] ?? '')) ? shown : undefined;
}

/**
 * The page's own list where the structured data leaves lines out: every line of the data is one
 * the page lists, and the page lists more (data that kept the first group of ingredients only, or
 * some groups, as "For the sauce" and "For the batter" without the main one, in its own order).
 */
function shownRest(structured: string[], shown: string[]): string[] | undefined {
  const unmatched: (string | undefined)[] = shown.map(ingredientKey);
  for (const line of structured) {
    const at = unmatched.indexOf(ingredientKey(line));
    if (at < 0) return undefined;
    unmatched[at] = undefined;
  }
  const rest = shown.filter((_, i) => unmatched[i] !== undefined);
  // More ingredients, most with an amount: not a note or a button the page shows after the list.
  if (rest.length < MIN_SHOWN_LINES || rest.filter((line) => LEADING_AMOUNT.test(line)).length * 2 < rest.length) return undefined;
  return shown;
}

/**
 * A line's words without its numbers, however written ("2.5 cup", "2½ cup" → "cup"), its unit
 * counted as the parser reads it: "¼ cups (32g) cornstarch" is "¼ cup cornstarch" with its weight.
 */
const lineWords = ({ unit, name, note }: RecipeIngredient): string[] =>
  [unit, ...ingredientKey(`${name} ${note}`).replace(/[\d/]+/g, ' ').split(' ')].filter(Boolean);

/**
 * The page's own list where it shows the structured lines in the author's wording: same amounts,
 * but other words ("1 whole red onion" shown as "1 red onion") or other capitals ("1 large
 * squash" shown as "1 Large squash") mean the structured copy was generated or left behind; lines
 * that differ only in how numbers or units are written ("0.25 cup", "¼ cup"; "800 mL", "800 ml")
 * keep the structured form.
 * Structured lines that lost an amount the page shows ("dijon mustard" beside "2 tsp dijon
 * mustard") are a broken copy of the page's list, whose amounts then stand wherever they differ.
 * A copy that also lists the lines in another order ("1 Numbers avocados mashed" before the
 * tomato, shown as "1 mashed avocados" after it) was generated the more surely: the page's list,
 * in its order.
 */
function shownWording(structured: string[], shown: string[]): string[] {
  if (shown.length !== structured.length) return structured;
  const inOrder = rewordedCopy(structured, shown);
  if (inOrder !== undefined) return inOrder ? shown : structured;
  const paired = pairedLines(structured, shown);
  return paired && rewordedCopy(structured, paired) ? shown : structured;
}

/**
 * The page's own list where the structured data is an older copy of it: once its group captions
 * are left out, every structured line is, in order, one the page lists, maybe reworded ("softened
 * to room temperature" shown as "room temperature"), and the page lists more ingredients among
 * them, each with an amount and a unit (one added since). A page line after the last one the data
 * has may be a note or another list's, so none may follow it.
 */
function shownRevision(structured: string[], shown: string[]): string[] | undefined {
  const lines = structured.filter((line) => !isGroupCaption(line));
  if (shown.length > MAX_PAIRED_LINES || lines.length >= shown.length) return undefined;
  const added: string[] = [];
  let at = 0;
  for (const line of lines) {
    const ours = lineWords(parseIngredientLine(line));
    // Each page line is compared once: the data's lines are looked for in the page's order.
    while (at < shown.length && !sameLine(ours, lineWords(parseIngredientLine(shown[at] ?? '')))) added.push(shown[at++] ?? '');
    if (at === shown.length) return undefined;
    at += 1;
  }
  if (at < shown.length || added.length * 2 > lines.length) return undefined;
  return added.every((line) => {
    const { quantity, unit } = parseIngredientLine(line);
    return quantity > 0 && Boolean(unit);
  })
    ? shown
    : undefined;
}

/** How many of the page line's words the structured line has. */
const sharedWords = (ours: string[], theirs: string[]): number => theirs.filter((word) => ours.includes(word)).length;

/** Whether two lines share enough words to be one line (half of either's at least). */
const sameLine = (ours: string[], theirs: string[]): boolean => sharedWords(ours, theirs) * 2 >= Math.max(ours.length, theirs.length);

/**
 * Whether the page's lines, line by line, show the structured ones in the author's wording (see
 * shownWording); undefined where a line is another one than the structured line beside it.
 */
function rewordedCopy(structured: string[], page: string[]): boolean | undefined {
  let reworded = false;
  let lost = false;
  let otherAmounts = false;
  for (const [i, line] of structured.entries()) {
    const shownText = page[i] ?? '';
    const [data, shownLine] = [parseIngredientLine(line), parseIngredientLine(shownText)];
    const [ours, theirs] = [lineWords(data), lineWords(shownLine)];
    const lostHere = data.quantity === 0 && !data.unit && shownLine.quantity > 0;
    // A line that lost its amount may have lost its unit and note too ("onions" for "1 small
    // onions"): all its words on the page's line still make it that line.
    const within = lostHere && ours.length > 0 && sharedWords(ours, theirs) === ours.length;
    if (!sameLine(ours, theirs) && !within) return undefined;
    if (data.quantity !== shownLine.quantity) {
      if (lostHere) lost = true;
      else otherAmounts = true;
    }
    // A unit written another way ("mL", "ml", "Tbsp") is notation, as numbers are, not wording.
    const sameWords = data.unit === shownLine.unit && `${data.name}${data.note}`.replace(/\P{L}/gu, '') === `${shownLine.name}${shownLine.note}`.replace(/\P{L}/gu, '');
    if (line.replace(/\P{L}/gu, '') !== shownText.replace(/\P{L}/gu, '') && !sameWords) reworded = true;
  }
  return lost || (reworded && !otherAmounts);
}

/** Longest list paired out of order: pairing compares every two lines, and a cook's list is far shorter. */
const MAX_PAIRED_LINES = 200;

/**
 * The page's lines in the structured lines' order where the page lists the same lines in another
 * order: each structured line beside the first page line not yet taken that is the same line (see
 * sameLine); undefined where one has none.
 */
function pairedLines(structured: string[], shown: string[]): string[] | undefined {
  if (shown.length > MAX_PAIRED_LINES) return undefined;
  const theirs = shown.map((line) => lineWords(parseIngredientLine(line)));
  const taken = new Set<number>();
  const paired: string[] = [];
  for (const line of structured) {
    const ours = lineWords(parseIngredientLine(line));
    const at = theirs.findIndex((words, j) => !taken.has(j) && sameLine(ours, words));
    if (at < 0) return undefined;
    taken.add(at);
    paired.push(shown[at] ?? '');
  }
  return paired;
}

const TIMES = ['prepMinutes', 'cookMinutes', 'totalMinutes'] as const;

/**
 * Recipe data checked against the page's facts ("Prep 5min", "Serves 4"): times and yields it
 * leaves out are the page's, a time in whole hours that the page states as the same number of
 * minutes ("PT10H" where the page says "Prep in 10 min") was typed in the wrong unit, and times
 * whose total is shorter than one of its parts (the fields swapped) give way to the page's; so do
 * times of a minute or less when the page states times ("PT45S" typed for 45 minutes), the page's
 * or none (the total is then added up from its parts).
 */
function shownFacts($: CheerioAPI, fields: RecipeFields): void {
  const noTimes = TIMES.every((key) => fields[key] === undefined);
  const wholeHours = TIMES.filter((key) => {
    const minutes = fields[key] ?? 0;
    return minutes > 0 && minutes % 60 === 0;
  });
  const seconds = TIMES.filter((key) => (fields[key] ?? Infinity) <= 1);
  const total = fields.totalMinutes;
  const impossible = total !== undefined && (total < (fields.prepMinutes ?? 0) || total < (fields.cookMinutes ?? 0));
  // The whole total given as the cook time, with no prep time: the data may have put it in both.
  const totalAsCook = total !== undefined && fields.cookMinutes === total && fields.prepMinutes === undefined;
  if (!noTimes && !impossible && !wholeHours.length && !seconds.length && !totalAsCook && fields.yields) return;
  const facts = pageFacts($);
  fields.yields ??= facts.yields;
  const pageTimes = TIMES.some((key) => facts[key] !== undefined);
  // The page shows the parts ("22 Min. prep", "1 Std. 18 Min. cook") beside the same total.
  const partsShown = totalAsCook && facts.totalMinutes === total && facts.prepMinutes !== undefined && facts.cookMinutes !== undefined;
  for (const key of TIMES) {
    const shown = facts[key];
    const wrongUnit = (shown !== undefined && wholeHours.includes(key) && shown * 60 === fields[key]) || (pageTimes && seconds.includes(key));
    if (noTimes || partsShown || (impossible && pageTimes) || wrongUnit) fields[key] = shown;
  }
}

/** What a name adds after the dish: the word "recipe" and a separator ("Lentil Soup Recipe - …", "Linsensuppe Rezept | …"). */
const RECIPE_DECORATION = new RegExp(`^\\s*${words('recipe')}\\s*[-|–—:]`, 'i');
/**
 * Or a separator before a site name or a rating ("| Cook", "- (4.8/5)"); a lower-case word after
 * it goes on with the name ("Madpandekager - de klassiske").
 */
const SEPARATOR_DECORATION = /^\s*[-|–—:]\s*(?![\s\p{Ll}])/u;

/**
 * A structured name that is the page's one heading plus decoration ("Lemon Tart Recipe -
 * (4.8/5)", "Lemon Tart | Site") is shown to readers as that heading.
 */
function headingTitle($: CheerioAPI, name: string | undefined): string | undefined {
  const headings = $('h1');
  if (!name || headings.length !== 1) return name;
  const heading = collapse(headings.text());
  const rest = name.slice(heading.length);
  return heading && rest && name.startsWith(heading) && (RECIPE_DECORATION.test(rest) || SEPARATOR_DECORATION.test(rest)) ? heading : name;
}

/**
 * A strategy's fields, or none when the page defeats it (markup or data nested deeper than the
 * stack allows, say): the other strategies still read the page.
 */
function extractSafely(strategy: Strategy, $: CheerioAPI, wanted: ReadonlySet<Field>): RecipeFields | undefined {
  try {
    return strategy.extract($, wanted);
  } catch {
    return undefined;
  }
}

/** Field by field, the first strategy (in order of trust) that found a value wins. */
function mergeFields($: CheerioAPI): { fields: RecipeFields; sources: ExtractSource[] } {
  const fields: RecipeFields = {};
  const sources: ExtractSource[] = [];
  const images: ImageCandidates = { recipe: [] };
  const logos = siteLogos($);
  let cardLines: string[] | undefined;
  for (const strategy of STRATEGIES) {
    const wanted = new Set(strategy.gives?.filter((key) => !isPresent(fields[key])));
    if (strategy.gives && !wanted.size) continue;
    const found = extractSafely(strategy, $, wanted);
    if (!found) continue;
    // The site's logo given as the recipe's image is none: a later strategy may find the photo.
    if (found.images ?? found.image) {
      found.images = (found.images ?? [found.image ?? '']).filter((url) => !logos.has(fileName(url)));
      found.image = found.images[0];
    }
    if (strategy.source === 'plugin') {
      cardLines = found.ingredients;
      images.card = found.image;
    }
    if (strategy.source === 'opengraph') {
      images.page = found.image;
      images.pageTitle = found.name;
    } else if (!images.recipe.length && found.image) {
      images.recipe = found.images ?? [found.image];
      images.recipeSizes = found.imageSizes;
    }
    let used = false;
    for (const [key, value] of Object.entries(found) as [Field, RecipeFields[Field]][]) {
      if (isPresent(value) && !isPresent(fields[key])) {
        Object.assign(fields, { [key]: value });
        used = true;
      }
    }
    if (used) sources.push(strategy.source);
  }
  fields.image = chooseImage($, images, fields.name);
  if (images.page && fields.image === images.page && !sources.includes('opengraph')) sources.push('opengraph');
  delete fields.images;
  delete fields.imageSizes;
  // Recipe data is checked against what the page shows; the page's own layout needs no such check.
  if (sources[0] === 'json-ld' || sources[0] === 'microdata') {
    if (fields.ingredients) {
      const shown = cardLines?.length ? undefined : shownIngredientLines($);
      fields.ingredients = shown
        ? (shownSplit(fields.ingredients, shown) ??
          shownJoined(fields.ingredients, shown) ??
          shownUncaptioned(fields.ingredients, shown) ??
          shownRest(fields.ingredients, shown) ??
          shownRevision(fields.ingredients, shown) ??
          shownWording(fields.ingredients, shown))
        : repairLines(fields.ingredients, cardLines);
    }
    shownFacts($, fields);
  }
  return { fields, sources };
}

const httpUrl = (value: string | undefined, base: string): string | undefined => {
  if (!value?.trim()) return undefined;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
};

/**
 * What relative links resolve against: <base href> as browsers do, else the page's own canonical
 * address (a page saved or served from elsewhere still links relative to its real site), else the
 * address it was fetched from.
 */
export function linkBase($: CheerioAPI, pageUrl: string): string {
  const canonical =
    httpUrl($('link[rel~="canonical"]').first().attr('href'), pageUrl) ??
    httpUrl($('meta[property="og:url"]').first().attr('content'), pageUrl);
  const documentUrl = canonical ?? pageUrl;
  return httpUrl($('base[href]').first().attr('href'), documentUrl) ?? documentUrl;
}

/** Reads the recipe of an HTML page; pageUrl resolves relative links and becomes source_url. */
export function extractRecipeFromHtml(html: string, pageUrl: string): ExtractResult {
  const $ = loadHtml(html);
  writeOutScriptedUnits($);
  writeOutFieldCounts($);
  const { fields, sources } = mergeFields($);
  fields.name = headingTitle($, fields.name);
  const structured = sources[0] === 'json-ld' || sources[0] === 'microdata';
  if (fields.instructions) fields.instructions = shownSteps($, fields.instructions);
  if (fields.instructions && structured) {
    // Recipe data that ran the method together, grouped it by stage or cut it at commas: the page's steps.
    const steps = gluedSteps(fields.instructions);
    const shown = shownStepLines($);
    fields.instructions =
      shownByStage(steps, shown) ?? (splitMidSentence(steps) ? shownJoined(steps, shown) : undefined) ?? shownUnderTitles($, steps) ?? steps;
  }
  // Recipe data whose only step is a short line ("See the recipe card below"), not a method, against one the page lists.
  const [only] = fields.instructions ?? [];
  if (fields.instructions?.length === 1 && only && only.length <= MAX_POINTER_LENGTH && sources[0] !== 'heuristic') {
    fields.instructions = shownSplit(fields.instructions, shownStepLines($)) ?? fields.instructions;
  }
  fields.ingredients = fields.ingredients?.map(tidyIngredientLine).filter(Boolean);
  return { recipe: draftFromFields(fields, pageUrl, linkBase($, pageUrl)), ingredient_lines: fields.ingredients ?? [], sources };
}
