import type { Cheerio } from 'cheerio';
import type { AnyNode } from './text.js';

/** The file an image URL names, without its folder and query. */
export const fileName = (url: string): string => url.replace(/[?#].*$/, '').replace(/^.*\//, '');

/** Words a CMS adds to a file name for one rendition of a photo ("display_", "-original", "-1024x683", "-scaled"). */
const RENDITION = /^(?:display|thumb|thumbnail|large|medium|small|full)_|[-_](?:default|original|large|medium|small|thumb|thumbnail|full|scaled|\d+x\d*|e\d{10,})$/i;

/** A photo's file whatever rendition a URL names: no folder, query, extension or rendition words. */
function photoStem(url: string): string {
  let name = fileName(url);
  try {
    // An image proxy may carry the original's address, encoded, as its path.
    name = fileName(decodeURIComponent(name));
  } catch {
    // Not percent-encoded after all: the name as it is.
  }
  let stem = name.replace(/\.\w+$/, '').toLowerCase();
  while (RENDITION.test(stem)) stem = stem.replace(RENDITION, '');
  return stem;
}

/** A shot's number in a series of one dish ("dish-5.jpg", "dish-6.jpg"). */
const SHOT_NUMBER = /[-_]\d{1,2}$/;

/** Two different shots of one series, numbered on one name ("cauliflower-5.jpg", "cauliflower-6-500x500.jpg"). */
export function sameSeries(a: string, b: string): boolean {
  const [stemA, stemB] = [photoStem(a), photoStem(b)];
  if (stemA === stemB || !SHOT_NUMBER.test(stemA) || !SHOT_NUMBER.test(stemB)) return false;
  return stemA.replace(SHOT_NUMBER, '') === stemB.replace(SHOT_NUMBER, '');
}

/** A code of short tokens an image CDN puts before a photo's name for one crop or size ("228-q-4303-", "sm_"). */
const CROP_CODE = /^(?:(?:\d{1,4}|[a-z]{1,2})[-_]){1,3}/;

/** The name after a crop code; a code of digits only numbers a series of shots, not one shot's crops. */
function withoutCropCode(stem: string): string {
  const code = CROP_CODE.exec(stem)?.[0] ?? '';
  return /[a-z]/.test(code) ? stem.slice(code.length) : stem;
}

/**
 * Two URLs of one photo in different renditions: the same file once rendition words are left
 * out, or one whose name adds a content hash ("dish_9a408e18-a359-….jpg") or a rendition prefix,
 * or the same long name after each its own crop code ("228-q-4303-…", "228-bk-4303-…").
 */
export function samePhoto(a: string, b: string): boolean {
  const [short, long] = [photoStem(a), photoStem(b)].sort((x, y) => x.length - y.length) as [string, string];
  if (short === long) return true;
  const [shortName, longName] = [withoutCropCode(short), withoutCropCode(long)];
  if (shortName === longName && shortName.length >= 12) return true;
  if (long.startsWith(short)) return /^[-_][\da-f-]{8,}$/.test(long.slice(short.length));
  return long.endsWith(short) && /^[a-z]+_$/.test(long.slice(0, -short.length));
}

/**
 * The site's brand or interface rather than a photo of food: its logo, icons, avatars, share and
 * print buttons, blank placeholders, as the file or its folder is named ("brand-logo.png",
 * "/icons/x.png", "print.png", "printer.png", "btn_go.png"); any vector drawing (a photo is never an SVG).
 */
const NOT_A_PHOTO =
  /(?:^|[\W_])(?:logos?|favicons?|icons?|sprites?|placeholders?|avatars?|gravatars?|emojis?|smileys?|badges?|buttons?|btn|pin|pinterest|facebook|twitter|instagram|whatsapp|share|print(?:er)?|blank|spacer|pixel)(?=[\W_]|$)|\.svg$/i;

export function looksLikeLogo(url: string): boolean {
  // An inline vector drawing is a lazy-load placeholder or an icon, never the photo.
  if (/^data:image\/svg/i.test(url)) return true;
  const path = url.replace(/[?#].*$/, '').split('/').slice(-2).join('/');
  return NOT_A_PHOTO.test(path);
}

/**
 * The largest rendition a srcset lists by width ("a.jpg 300w, b.jpg 1200w" → "b.jpg"). A srcset
 * of densities ("b.jpg 2x") only sharpens the photo src lays out, so it gives none.
 */
export function largestInSrcset(srcset: string | undefined): string | undefined {
  let best: { url: string; width: number } | undefined;
  for (const candidate of srcset?.split(/,\s+/) ?? []) {
    const [url, descriptor = ''] = candidate.trim().split(/\s+/);
    const width = /^(\d+)w$/.exec(descriptor)?.[1];
    if (!url || url.startsWith('data:') || !width) continue;
    if (!best || Number(width) > best.width) best = { url, width: Number(width) };
  }
  return best?.url;
}

/**
 * An element's srcset; a <picture>'s <source> naming one file with no descriptor but declaring its
 * width ("<source width=\"1376\" srcset=\"dish_2000x1125.jpg\">") lists that file at that width.
 */
const srcsetOf = (el: AnyNode): string | undefined => {
  if (!('attribs' in el)) return undefined;
  const srcset = el.attribs['data-srcset'] ?? el.attribs['srcset'] ?? el.attribs['data-lazy-srcset'];
  const width = Number.parseInt(el.attribs['width'] ?? '', 10);
  return el.name === 'source' && srcset && width > 0 && !/[\s,]/.test(srcset.trim()) ? `${srcset.trim()} ${width}w` : srcset;
};

/**
 * An image proxy that names the original by its host and path and says how to cut it
 * ("i0.wp.com/cook.example/uploads/soup.jpg?resize=500%2C500"): each rendition is cut, on the fly,
 * from that original file. A sizing parameter tells a proxy from a folder that merely has a dot.
 */
const PROXIED_FILE = /^(?:https?:)?\/\/[^/?#]+\/((?:[a-z\d-]+\.)+[a-z]{2,}\/[^?#]*\.(?:jpe?g|png|webp|avif|gif))\?(?:[^#]*&)?(?:resize|fit|w|h|width|height|crop|quality|ssl)=/i;

/** The original file a proxy serves a rendition of, else the address as it is. */
export const withoutProxy = (url: string): string => {
  const original = PROXIED_FILE.exec(url)?.[1];
  return original ? `https://${original}` : url;
};

/**
 * The photo an <img> shows once loaded: the largest rendition its srcset (or its <picture>'s
 * sources) lists by width, else
 * the source a lazy loader keeps in a data attribute, else src (a data: placeholder is none).
 * A rendition an image proxy cuts from a file it names gives that file: the photo itself, not
 * one crop the layout asked for.
 */
export function imageSource(img: Cheerio<AnyNode>): string | undefined {
  // A <picture> offers more renditions in the <source> elements beside its <img>.
  const srcsets = [...img.first().toArray(), ...img.first().parent('picture').children('source').toArray()].map(srcsetOf);
  const sources = [
    largestInSrcset(srcsets.filter(Boolean).join(', ')),
    img.attr('data-lazy-src'),
    img.attr('data-src'),
    img.attr('data-original'),
    img.attr('src'),
  ];
  const source = sources.find((src) => src?.trim() && !src.startsWith('data:'))?.trim();
  return source === undefined ? undefined : withoutProxy(source);
}

/** Smallest width or height an <img> may declare and still be the dish's photo (not an avatar or badge). */
const MIN_PHOTO_SIZE = 150;
const SMALL_IMAGE_CLASS = /(?:^|[\W_])(?:avatar|author|profile|logo|icon|badge|emoji|smiley|gravatar)(?:[\W_]|$)/i;
/** Class or id words of ad slots: what they hold advertises something else. */
const AD_CONTAINER = /(?:^|[\s_-])(?:ads?|adsbygoogle|advert\w*|sponsored)(?:$|[\s_-])/i;
/** An element whose class or id names it an ad slot ("ad-title mobile-ad"). */
export const isAdContainer = (el: AnyNode): boolean => 'attribs' in el && AD_CONTAINER.test(`${el.attribs['class'] ?? ''} ${el.attribs['id'] ?? ''}`);

const inAdSlot = (img: Cheerio<AnyNode>): boolean => img.parentsUntil('body').toArray().some(isAdContainer);

/** An <img> that could be the dish's photo: not tiny by its declared size, not a logo, icon, avatar or ad. */
export function isPhoto(img: Cheerio<AnyNode>): boolean {
  const declared = [img.attr('width'), img.attr('height')].map((size) => Number.parseInt(size ?? '', 10)).filter((n) => n > 0);
  if (declared.some((n) => n < MIN_PHOTO_SIZE)) return false;
  if (SMALL_IMAGE_CLASS.test(`${img.attr('class') ?? ''} ${img.attr('id') ?? ''} ${img.attr('alt') ?? ''}`)) return false;
  // The classes of <body> describe the theme ("wp-custom-logo", "has-ads"), not what an image shows.
  if (img.parentsUntil('body').filter('header, nav, footer, [class*="logo"], [class*="avatar"], [class*="author"]').length || inAdSlot(img)) return false;
  const src = imageSource(img);
  return src !== undefined && !looksLikeLogo(src);
}
