import { describe, expect, it } from 'vitest';
import { extractRecipeFromHtml } from './extract-html.js';

// The image of pages written here in markup styles no fixture uses: chosen by the page's own
// signals (logos, the recipe card, renditions), never by its host.

const URL_ = 'https://cook.example/recipes/lentil-soup';
const read = (html: string) => extractRecipeFromHtml(html, URL_);
const page = (body: string, head = ''): string => `<!doctype html><html><head><title>Lentil Soup | Cook</title>${head}</head><body>
  <header><img src="/logo.png" class="site-logo" alt="Cook"></header>${body}</body></html>`;
const INGREDIENTS = ['1 cup red lentils', '1 onion, chopped', '2 tbsp olive oil', '4 cups stock'];
const STEPS = ['Fry the onion in the oil until soft.', 'Add the lentils and the stock.', 'Simmer for 20 minutes, then blend.'];
const li = (lines: string[]): string => lines.map((line) => `<li>${line}</li>`).join('');

describe('image chosen by the page\'s own signals', () => {
  const card = (img: string): string => `<h1>Lentil Soup</h1><div class="recipe-card">${img}<h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Method</h2><ol>${li(STEPS)}</ol></div>`;
  it('og:image naming the logo gives way to the photo in the recipe', () => {
    const html = page(card('<img src="/img/soup.jpg" alt="A bowl of soup" width="800" height="600">'), '<meta property="og:image" content="https://cook.example/images/brand-logo.png">');
    expect(read(html).recipe.image_url).toBe('https://cook.example/img/soup.jpg');
  });

  it('a first card whose og:image is the logo gives way to a later card\'s photo', () => {
    // An SEO plugin's card names the logo; a share plugin's card, further down the head, the photo.
    const data = `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name: 'Lentil Soup', image: ['https://cook.example/img/soup-card.jpg'], recipeIngredient: INGREDIENTS, recipeInstructions: STEPS })}</script>`;
    const head = `<meta property="og:title" content="Lentil Soup - Cook"><meta property="og:image" content="https://cook.example/logo.png">
      <meta property="og:image:secure_url" content="https://cook.example/logo.png">${data}
      <meta property="og:title" content="Lentil Soup"><meta property="og:image" content="https://cook.example/img/soup-bowl.jpg">`;
    const html = page(card('<img src="/img/soup-bowl.jpg" alt="A bowl of soup" width="800" height="1200">'), head);
    expect(read(html).recipe.image_url).toBe('https://cook.example/img/soup-bowl.jpg');
  });

  it('a recipe image that is the logo gives way to og:image', () => {
    const data = `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name: 'Lentil Soup', image: 'https://cook.example/logo.png', recipeIngredient: INGREDIENTS, recipeInstructions: STEPS })}</script>`;
    const html = page(card(''), `${data}<meta property="og:image" content="https://cook.example/img/soup-1200.jpg">`);
    expect(read(html).recipe.image_url).toBe('https://cook.example/img/soup-1200.jpg');
  });

  it('a recipe for one part of the dish the page is titled for keeps its own photo over og:image', () => {
    const recipe = (name: string) => `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name, image: 'https://cook.example/img/yogurt-sauce.jpg', recipeIngredient: INGREDIENTS, recipeInstructions: STEPS })}</script>`;
    const head = (title: string) => `<meta property="og:title" content="${title} | Cook"><meta property="og:image" content="https://cook.example/img/lamb-plated.jpg">`;
    expect(read(page(card(''), `${recipe('Yogurt Sauce')}${head('Grilled Lamb with Yogurt Sauce')}`)).recipe.image_url).toBe('https://cook.example/img/yogurt-sauce.jpg');
    // The same dish under a longer title: the photo the site chose for the page.
    expect(read(page(card(''), `${recipe('Yogurt Sauce')}${head('Easy Yogurt Sauce')}`)).recipe.image_url).toBe('https://cook.example/img/lamb-plated.jpg');
  });

  it('of two OpenGraph cards (a share plugin\'s, an SEO plugin\'s), the one whose image is the recipe\'s photo', () => {
    const data = `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name: 'Lentil Soup', image: ['https://cook.example/img/soup.jpg', 'https://cook.example/img/soup-500x500.jpg'], recipeIngredient: INGREDIENTS, recipeInstructions: STEPS })}</script>`;
    const shareCard = '<meta property="og:title" content="Lentil Soup"><meta property="og:image" content="https://cook.example/img/soup-spoon.jpg">';
    const seoCard = '<meta property="og:title" content="Lentil Soup | Cook"><meta property="og:image" content="https://cook.example/img/soup.jpg">';
    expect(read(page(card(''), `${shareCard}${seoCard}${data}`)).recipe.image_url).toBe('https://cook.example/img/soup.jpg');
    // One card listing several images prefers its first: the photo the site chose for the page.
    const oneCard = '<meta property="og:title" content="Lentil Soup"><meta property="og:image" content="https://cook.example/img/soup-spoon.jpg"><meta property="og:image" content="https://cook.example/img/soup.jpg">';
    expect(read(page(card(''), `${oneCard}${data}`)).recipe.image_url).toBe('https://cook.example/img/soup-spoon.jpg');
  });

  it('a rendition\'s size is the one its CMS appends, not a size the uploaded file\'s name holds', () => {
    // "-1200x800-1.jpg" is the upload itself; "-500x500" its square crop, not a 1200 px rendition.
    const data = `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name: 'Lentil Soup', image: 'https://cook.example/img/lentil-soup-1200x800-1-500x500.jpg', recipeIngredient: INGREDIENTS, recipeInstructions: STEPS })}</script>`;
    const og = '<meta property="og:image" content="https://cook.example/img/lentil-soup-1200x800-1.jpg">';
    expect(read(page(card(''), `${data}${og}`)).recipe.image_url).toBe('https://cook.example/img/lentil-soup-1200x800-1.jpg');
  });

  it('of two numbered shots of one dish, the one the post shows over an og:image no <img> shows', () => {
    const data = `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name: 'Lentil Soup', image: ['https://cook.example/img/lentil-soup-6.jpg', 'https://cook.example/img/lentil-soup-6-500x500.jpg'], recipeIngredient: INGREDIENTS, recipeInstructions: STEPS })}</script>`;
    const og = '<meta property="og:image" content="https://cook.example/img/lentil-soup-5.jpg">';
    const post = (file: string) => `<figure><img src="https://cook.example/img/${file}" width="1200" height="1800" alt="A bowl of soup"></figure>`;
    expect(read(page(`${post('lentil-soup-6.jpg')}${card('')}`, `${data}${og}`)).recipe.image_url).toBe('https://cook.example/img/lentil-soup-6.jpg');
    // The post showing the og:image's shot as well: the photo the site chose for the page.
    const both = `${post('lentil-soup-5.jpg')}${post('lentil-soup-6.jpg')}${card('')}`;
    expect(read(page(both, `${data}${og}`)).recipe.image_url).toBe('https://cook.example/img/lentil-soup-5.jpg');
    // Only the card's thumbnail of the recipe's shot: it echoes the data, the og:image stays the page's photo.
    const thumbnail = card('<img src="https://cook.example/img/lentil-soup-6.jpg" width="133" height="200" alt="Lentil Soup">');
    expect(read(page(`${post('lentil-soup-8.jpg')}${thumbnail}`, `${data}${og}`)).recipe.image_url).toBe('https://cook.example/img/lentil-soup-5.jpg');
  });

  it('with no card or og:image, the largest photo in the content, not the header logo or an avatar', () => {
    const html = page(`<h1>Lentil Soup</h1><img src="/avatars/me.jpg" class="author-avatar" width="48" height="48" alt="me">
      <figure><img src="/img/soup-small.jpg" srcset="/img/soup-small.jpg 300w, /img/soup-large.jpg 1200w" alt="soup"></figure>
      <h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Method</h2><ol>${li(STEPS)}</ol>`);
    expect(read(html).recipe.image_url).toBe('https://cook.example/img/soup-large.jpg');
  });

  it('with no photo after the title, the banner photo set above it', () => {
    const html = page(`<main><div class="banner"><img src="/img/soup-hero.jpg" alt=""></div><h1>Lentil Soup</h1>
      <h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Method</h2><ol>${li(STEPS)}</ol></main>`);
    expect(read(html).recipe.image_url).toBe('https://cook.example/img/soup-hero.jpg');
  });

  it('the classes of <body> say nothing of the photo ("wp-custom-logo", "has-ads")', () => {
    const html = `<!doctype html><html><head><title>Lentil Soup | Cook</title></head><body class="single wp-custom-logo has-ads">
      <header><img src="/logo.png" class="custom-logo" alt="Cook"></header>${card('<img src="/img/soup.jpg" alt="Lentil Soup" width="800" height="600">')}</body></html>`;
    expect(read(html).recipe.image_url).toBe('https://cook.example/img/soup.jpg');
  });

  const recipeData = (image: unknown): string =>
    `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name: 'Lentil Soup', image, recipeIngredient: INGREDIENTS, recipeInstructions: STEPS })}</script>`;

  it('of the renditions the recipe data lists, the one its card shows', () => {
    const renditions = ['https://cook.example/up/soup.jpg', 'https://cook.example/up/soup-500x500.jpg', 'https://cook.example/up/soup-480x270.jpg'];
    const html = page(`<div class="wprm-recipe-container"><div class="wprm-recipe-image"><img src="${renditions[1]}" width="150" height="150"></div>
      <ul>${INGREDIENTS.map((line) => `<li class="wprm-recipe-ingredient">${line}</li>`).join('')}</ul></div>`, recipeData(renditions));
    expect(read(html).recipe.image_url).toBe(renditions[1]);
  });

  it('in a table layout, the photo in a later table than the title\'s, past a printer icon', () => {
    const html = page(`<div class="head"><table><tr><td><h1>Lentil Soup</h1></td></tr></table><p>Warming and cheap.</p></div>
      <div class="tools"><img src="/img/printer.png" alt="Print"> <a href="#">Print</a></div>
      <table><tr><td><h3>Ingredients</h3><ul>${li(INGREDIENTS)}</ul></td><td><img src="/img/food/lentil_soup.jpg" alt="Photograph of the dish"></td></tr>
      <tr><td><h3>Directions</h3><ol>${li(STEPS)}</ol></td></tr></table>`);
    expect(read(html).recipe.image_url).toBe('https://cook.example/img/food/lentil_soup.jpg');
  });

  it('an og:image stated as a thumbnail gives way to the recipe data\'s large photo of another file', () => {
    const photo = 'https://cook.example/media/1400x919-lentil-soup-d35191d9.jpg';
    const images = [{ '@type': 'ImageObject', url: photo, width: 1400, height: 919 }];
    const html = page(card(''), `${recipeData(images)}<meta property="og:image" content="https://cook.example/media/146x128-lentil-soup-003fc01a.jpg">`);
    expect(read(html).recipe.image_url).toBe(photo);
  });

  it('of two renditions of one photo stating no size, the one not named a thumbnail', () => {
    const html = page(`<h1>Lentil Soup</h1><img src="/uploads/96/medium_thumb_lentil-soup-1680903300.jpg" alt="Lentil Soup">
      <h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Method</h2><ol>${li(STEPS)}</ol>`, '<meta property="og:image" content="https://cook.example/uploads/96/lentil-soup-1680903300.jpg">');
    expect(read(html).recipe.image_url).toBe('https://cook.example/uploads/96/lentil-soup-1680903300.jpg');
  });

  it('of two renditions of one photo stating no size, the upload, not the copy a CMS resized from it', () => {
    const html = page(`<h1>Lentil Soup</h1><img src="/files/styles/featured_image/public/2021-11/lentil-soup.jpg?itok=lEggukae" alt="Lentil Soup">
      <h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Method</h2><ol>${li(STEPS)}</ol>`, '<meta property="og:image" content="https://cook.example/files/2021-11/lentil-soup.jpg">');
    expect(read(html).recipe.image_url).toBe('https://cook.example/files/2021-11/lentil-soup.jpg');
  });

  it('a card\'s cropped thumbnail gives way to the same photo the post shows full size, with no og:image', () => {
    const post = `<p><img src="/up/lentil-soup-bowl-2-600x900.jpg" srcset="/up/lentil-soup-bowl-2-200x300.jpg 200w, /up/lentil-soup-bowl-2.jpg 800w" alt="A bowl" width="800" height="1200"></p>`;
    const html = page(`${post}<div class="wprm-recipe-container"><div class="wprm-recipe-image"><img src="/up/lentil-soup-bowl-2-350x350.jpg" width="250" height="250"></div>
      <h2 class="wprm-recipe-name">Lentil Soup</h2><ul>${INGREDIENTS.map((line) => `<li class="wprm-recipe-ingredient">${line}</li>`).join('')}</ul>
      <ul>${STEPS.map((line) => `<li class="wprm-recipe-instruction">${line}</li>`).join('')}</ul></div>`);
    expect(read(html).recipe.image_url).toBe('https://cook.example/up/lentil-soup-bowl-2.jpg');
  });

  it('a card\'s cropped thumbnail gives way to the same photo its Pin button shares, where the post shows it nowhere larger', () => {
    const pin = (media: string): string => `<a class="wprm-recipe-pin" href="https://www.pinterest.com/pin/create/bookmarklet/" data-media="${media}">Pin Recipe</a>`;
    const html = (media: string): string =>
      page(`<p><img src="/up/lentil-soup-pot.jpg" alt="The pot" width="800" height="1200"></p><div class="wprm-recipe-container"><div class="wprm-recipe-image"><img src="/up/lentil-soup-bowl-2-350x350.jpg" width="250" height="250"></div>
      ${pin(media)}<h2 class="wprm-recipe-name">Lentil Soup</h2><ul>${INGREDIENTS.map((line) => `<li class="wprm-recipe-ingredient">${line}</li>`).join('')}</ul>
      <ul>${STEPS.map((line) => `<li class="wprm-recipe-instruction">${line}</li>`).join('')}</ul></div>`);
    expect(read(html('http://cdn.cook.example/up/lentil-soup-bowl-2.jpg')).recipe.image_url).toBe('http://cdn.cook.example/up/lentil-soup-bowl-2.jpg');
    // A pin of another photo leaves the card's own.
    expect(read(html('http://cdn.cook.example/up/lentil-soup-pot.jpg')).recipe.image_url).toBe('https://cook.example/up/lentil-soup-bowl-2-350x350.jpg');
  });

  it('og:image of another shot wins over the recipe data\'s thumbnail', () => {
    const html = page(card(''), `${recipeData('https://cook.example/up/soup-2-225x225.jpg')}<meta property="og:image" content="https://cook.example/up/soup-1.jpg">`);
    expect(read(html).recipe.image_url).toBe('https://cook.example/up/soup-1.jpg');
  });

  it('recipe data listing several different photos leads with the dish: its first wins over another og:image', () => {
    const gallery = ['https://cdn.example/recipes/a1b2c3.jpg', 'https://cdn.example/dishes/d4e5f6.jpg', 'https://cdn.example/dishes/g7h8i9.jpg'];
    const html = page(card(''), `${recipeData(gallery)}<meta property="og:image" content="https://cdn.example/dishes/g7h8i9.jpg?m=share">`);
    expect(read(html).recipe.image_url).toBe(gallery[0]);
  });

  it.each([
    'https://og-image.cook.example/recipe/42?t=1519042774',
    'https://cook.example/api/og?title=Lentil+Soup',
    'https://cook.example/social-card/lentil-soup.png',
    'https://cook.example/uploads/lentil-soup-FB-post.jpg',
  ])('a share card drawn for the page or made for a social post (%s) gives way to the recipe\'s photo', (card) => {
    const html = page(`<h1>Lentil Soup</h1>`, `${recipeData(['https://cdn.example/r/42/640x640/soup.jpg'])}<meta property="og:image" content="${card}">`);
    expect(read(html).recipe.image_url).toBe('https://cdn.example/r/42/640x640/soup.jpg');
  });

  it('two renditions of one photo: the larger as the URL or the og:image size tags state it', () => {
    const original = 'https://cook.example/files/soup.jpg';
    const social = 'https://cook.example/files/styles/social/public/soup.jpg?itok=x1';
    const sized = page(card(''), `${recipeData(original)}<meta property="og:image" content="${social}"><meta property="og:image:width" content="1200">`);
    expect(read(sized).recipe.image_url).toBe(social);
    const unsized = page(card(''), `${recipeData('https://img.example/soup.jpg?w=600')}<meta property="og:image" content="https://img.example/display_soup.jpg">`);
    expect(read(unsized).recipe.image_url).toBe('https://img.example/soup.jpg?w=600');
  });

  it('two renditions of one photo: the size an image proxy\'s "fit=" states counts as "resize=" does', () => {
    const at = (query: string): string => `https://img.proxy.example/cook.example/up/soup-scaled.jpg?${query}&ssl=1`;
    const html = page(card(''), `${recipeData(at('fit=2560%2C2133'))}<meta property="og:image" content="${at('resize=1200%2C630')}">`);
    expect(read(html).recipe.image_url).toBe(at('fit=2560%2C2133'));
  });

  it('an og:image an image proxy cuts from the very file the recipe data names: that file, the original', () => {
    const original = 'https://cook.example/up/lentil-soup.png';
    const html = page(card(''), `${recipeData(original)}<meta property="og:image" content="https://img.proxy.example/cook.example/up/lentil-soup.png?fit=750%2C750&ssl=1">`);
    expect(read(html).recipe.image_url).toBe(original);
  });

  it('an og:image that is the recipe\'s very file over plain http: the file over https', () => {
    const original = 'https://cook.example/up/lentil-soup-scaled.jpg';
    const html = page(card(''), `${recipeData(original)}<meta property="og:image" content="http://cook.example/up/lentil-soup-scaled.jpg"><meta property="og:image:width" content="2560">`);
    expect(read(html).recipe.image_url).toBe(original);
  });

  it('two renditions of one photo: the recipe data\'s own, when its width and height say it is the larger', () => {
    const original = { '@type': 'ImageObject', url: 'https://img.example/a1/soup-151.jpg', width: 1980, height: 1320 };
    const social = 'https://img.example/b2/w1200-h630-cfill/soup-151.jpg';
    const html = page(card(''), `${recipeData(original)}<meta property="og:image" content="${social}"><meta property="og:image:width" content="1200">`);
    expect(read(html).recipe.image_url).toBe(original.url);
  });

  it('renditions of one photo in the recipe data, smallest first, and og:image one of them: the largest, as the CDN path states ("/mncrop/600/315/")', () => {
    const at = (path: string): string => `https://cdn.example/${path}/uploads/2020/06/lentil-soup.jpg`;
    const renditions = [at('mncrop/300/200'), at('mncrop/600/315'), at('mnresize/940/940')];
    const html = page(card(''), `${recipeData(renditions)}<meta property="og:image" content="${at('mncrop/600/315')}"><meta property="og:image:width" content="600">`);
    expect(read(html).recipe.image_url).toBe(at('mnresize/940/940'));
    // A URL stating no size is the original file, larger than any rendition listed after it.
    const original = page(card(''), `${recipeData(['https://cook.example/up/soup-scaled.jpg', 'https://cook.example/up/soup-500x500.jpg'])}`);
    expect(read(original).recipe.image_url).toBe('https://cook.example/up/soup-scaled.jpg');
  });

  it('og:image in another crop of the recipe data\'s photo: the recipe\'s own, sizes stated by neither', () => {
    const square = 'https://img.example/i1/228-q-4303-red-lentil-soup.webp';
    const html = page(card(''), `${recipeData([square])}<meta property="og:image" content="https://img.example/i1/228-bk-4303-red-lentil-soup.webp">`);
    expect(read(html).recipe.image_url).toBe(square);
  });

  it('an image named for the dish with "&" for "and" is its photo, not an icon set after the title', () => {
    const html = page(`<h1>Lentil and Bacon Soup</h1><ul class="times"><li>Total time: 1 hour <img src="/img/cms/60minutes.png" alt="60 minutes"></li></ul>
      <h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Method</h2><ol>${li(STEPS)}</ol>
      <aside><img src="/img/recipes/lentil-bacon-soup.jpg" alt="Lentil &amp; bacon soup"></aside>`);
    expect(read(html).recipe.image_url).toBe('https://cook.example/img/recipes/lentil-bacon-soup.jpg');
  });

  it('lazy images give their real source', () => {
    const html = page(card('<img src="data:image/gif;base64,R0lGOD" data-lazy-src="/img/soup.jpg" alt="Lentil Soup">'));
    expect(read(html).recipe.image_url).toBe('https://cook.example/img/soup.jpg');
  });
});

describe('images that are no photo of the dish', () => {
  it.each([
    ['https://cook.example/wp-content/uploads/site-logo-1200.png', true],
    ['https://cdn.cook.example/icons/share.png', true],
    ['https://cook.example/img/placeholder.jpg?w=800', true],
    ['https://cook.example/img/lentil-soup-1200x800.jpg', false],
    ['https://cook.example/img/iconic-burger.jpg', false],
    ['https://cook.example/themes/site/print.png', true],
    ['https://cook.example/themes/site/share-facebook.png', true],
    ['https://cook.example/themes/site/mark.svg', true],
    ["data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%20viewBox='0%200%20250%20375'%3E%3C/svg%3E", true],
    ['https://cook.example/img/shared-table-supper.jpg', false],
  ])('%s named as a logo or icon: %s', async (url, logo) => {
    const { looksLikeLogo } = await import('./images.js');
    expect(looksLikeLogo(url)).toBe(logo);
  });

  it.each([
    ['https://cdn.example/m/dish-9b08-default.webp', 'https://cdn.example/m/dish-9b08-original.webp', true],
    ['https://img.example/https%3A%2F%2Fa.example%2Fp%2Fdisplay_5846Carbonara.jpg?w=1', 'https://img.example/https%3A%2F%2Fa.example%2Fp%2F5846Carbonara.jpg', true],
    ['https://shop.example/files/rissoles.jpg?width=1600', 'https://shop.example/articles/rissoles_9a408e18-a359-4abe-913c-ca64e412ea95.jpg', true],
    ['https://cook.example/up/risotto.jpeg', 'https://cook.example/up/risotto-3-683x1024.jpeg', false],
    ['https://cook.example/up/shrimp-022-225x225.jpg', 'https://cook.example/up/shrimp-026.jpg', false],
    ['https://img.example/i1/228-q-4303-red-lentil-soup.webp', 'https://img.example/i1/228-bk-4303-red-lentil-soup.webp', true],
    ['https://cook.example/up/1-lentil-soup-recipe.jpg', 'https://cook.example/up/2-lentil-soup-recipe.jpg', false],
    ['https://img.example/i1/q-4303-soup.webp', 'https://img.example/i1/bk-4303-soup.webp', false],
  ])('%s and %s are one photo: %s', async (a, b, same) => {
    const { samePhoto } = await import('./images.js');
    expect(samePhoto(a, b)).toBe(same);
  });

  it('the widest rendition of a srcset by width; a density srcset keeps src', async () => {
    const { imageSource } = await import('./images.js');
    const { loadHtml } = await import('./text.js');
    const $ = loadHtml('<img id="w" src="a-300.jpg" srcset="a-300.jpg 300w, a-1024.jpg 1024w, a-768.jpg 768w"><img id="x" src="b.jpg" srcset="b-2x.jpg 2x">');
    expect(imageSource($('#w'))).toBe('a-1024.jpg');
    expect(imageSource($('#x'))).toBe('b.jpg');
  });

  it('a <picture> whose sources each name one file and declare its width: the widest', async () => {
    const { imageSource } = await import('./images.js');
    const { loadHtml } = await import('./text.js');
    const $ = loadHtml(`<picture><source width="1376" height="774" media="(min-width:768px)" srcset="https://cdn.example/soup_2000x1125.jpg">
      <source width="800" height="800" media="(max-width:768px)" srcset="https://cdn.example/soup_800x800.jpg"><img id="s" src="https://cdn.example/soup_800x800.jpg" alt=""></picture>`);
    expect(imageSource($('#s'))).toBe('https://cdn.example/soup_2000x1125.jpg');
  });

  it('a rendition an image proxy cuts from a file it names gives that file', async () => {
    const { imageSource } = await import('./images.js');
    const { loadHtml } = await import('./text.js');
    const $ = loadHtml(`<img id="p" src="https://img.proxy.example/cook.example/up/soup.jpg?resize=150%2C150" srcset="https://img.proxy.example/cook.example/up/soup.jpg?resize=150%2C150 150w, https://img.proxy.example/cook.example/up/soup.jpg?resize=500%2C500&amp;ssl=1 500w">
      <img id="q" src="https://cdn.example/v1.2/soup.jpg?w=500"><img id="r" src="https://cook.example/photos.archive/soup.jpg">`);
    expect(imageSource($('#p'))).toBe('https://cook.example/up/soup.jpg');
    // A version number in the path names no site.
    expect(imageSource($('#q'))).toBe('https://cdn.example/v1.2/soup.jpg?w=500');
    // A folder named with a dot, the file asked for as it is: no proxy.
    expect(imageSource($('#r'))).toBe('https://cook.example/photos.archive/soup.jpg');
  });

  it('the recipe card\'s photo served through a proxy of the site\'s file, with no recipe data', () => {
    const photo = '<img src="https://img.proxy.example/cook.example/up/soup.jpg?resize=500%2C500" width="500" height="500" alt="soup">';
    const html = page(`<h1>Lentil Soup</h1><div class="recipe-card">${photo}<h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Method</h2><ol>${li(STEPS)}</ol></div>`);
    expect(read(html).recipe.image_url).toBe('https://cook.example/up/soup.jpg');
  });
});
