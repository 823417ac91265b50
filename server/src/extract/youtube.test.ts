import { describe, expect, it } from 'vitest';
import { ImportError } from './import-error.js';
import { extractFromYoutube, readYoutubePage, recipeFromDescription, recipeLinks, YOUTUBE_FAILED, youtubeVideoId } from './youtube.js';

const DESCRIPTION = `Easy weeknight pasta!
Full recipe: https://www.example.com/recipes/pasta
Follow me: https://instagram.com/chef

🥘 INGREDIENTS:
- 200g spaghetti
- 2 cloves garlic, sliced
For the topping:
• 1/4 cup parmesan

METHOD
1. Boil the pasta.
2) Fry the garlic.
Step 3: Toss together.

#pasta #dinner`;

describe('YouTube', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=10', 'dQw4w9WgXcQ'],
    ['https://youtube.com/shorts/abcDEF12345', 'abcDEF12345'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ&list=x', 'dQw4w9WgXcQ'],
    ['https://example.com/watch?v=dQw4w9WgXcQ', null],
  ])('video id of %s', (url, id) => expect(youtubeVideoId(url)).toBe(id));

  it('reads title, description and the largest thumbnail from ytInitialPlayerResponse', () => {
    const player = {
      videoDetails: {
        title: 'Pasta "fast"', shortDescription: DESCRIPTION,
        thumbnail: { thumbnails: [{ url: 'https://i.ytimg.com/s.jpg', width: 120 }, { url: 'https://i.ytimg.com/l.jpg', width: 1280 }] },
      },
    };
    const html = `<html><head><meta property="og:title" content="Other"></head><body>
      <script>var ytInitialPlayerResponse = ${JSON.stringify(player)};var meta = {};</script></body></html>`;
    expect(readYoutubePage(html)).toEqual({ title: 'Pasta "fast"', description: DESCRIPTION, thumbnail: 'https://i.ytimg.com/l.jpg' });
  });

  it('falls back to meta tags', () => {
    const html = '<meta property="og:title" content="Soup"><meta property="og:description" content="Ingredients: salt"><meta property="og:image" content="https://i.ytimg.com/t.jpg">';
    expect(readYoutubePage(html)).toEqual({ title: 'Soup', description: 'Ingredients: salt', thumbnail: 'https://i.ytimg.com/t.jpg' });
  });

  it('takes ingredients and steps from the description sections', () => {
    expect(recipeFromDescription(DESCRIPTION)).toEqual({
      ingredients: ['200g spaghetti', '2 cloves garlic, sliced', '1/4 cup parmesan'],
      instructions: ['Boil the pasta.', 'Fry the garlic.', 'Toss together.'],
    });
  });

  it('takes the sections of a description in another language, up to its notes', () => {
    const description = 'Rezept für Nudeln\n\n🥘 ZUTATEN:\n200 g Spaghetti\n1 Knoblauchzehe\n\nZubereitung:\nSchritt 1: Nudeln kochen.\nSchritt 2: Knoblauch anbraten.\n\nTipps: mit Parmesan servieren';
    expect(recipeFromDescription(description)).toEqual({
      ingredients: ['200 g Spaghetti', '1 Knoblauchzehe'],
      instructions: ['Nudeln kochen.', 'Knoblauch anbraten.'],
    });
  });

  it('finds the linked recipe page but not social links', () => {
    expect(recipeLinks(DESCRIPTION)).toEqual(['https://www.example.com/recipes/pasta']);
  });

  it('refuses links that are not videos with the exact user message', async () => {
    const error = await extractFromYoutube('https://www.youtube.com/feed/trending').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportError);
    expect(error).toMatchObject({ message: YOUTUBE_FAILED, statusCode: 422 });
  });
});
