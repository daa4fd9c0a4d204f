import { describe, expect, it } from 'vitest';
import { extractVideoId, videoEmbedUrl } from '../video-id';

describe('extractVideoId', () => {
  it.each([
    ['https://video.bait.example/watch?v=mnd3r0Dg1t4', 'mnd3r0Dg1t4'],
    ['https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  https://youtu.be/dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('finds the id in %s', (media, id) => {
    expect(extractVideoId(media)).toBe(id);
  });

  it.each([
    [undefined],
    [''],
    ['https://bait.example/k3j9x2pa'],
    ['https://video.bait.example/watch?v='],
    ['https://video.bait.example/embed/'],
    ['https://video.bait.example/watch?v=<script>'],
    ['not a link at all'],
  ])('gives null for %s', (media) => {
    expect(extractVideoId(media)).toBeNull();
  });
});

describe('videoEmbedUrl', () => {
  it('puts the id in place of {id}, encoded', () => {
    expect(videoEmbedUrl('https://www.youtube-nocookie.com/embed/{id}?autoplay=1', 'dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
    expect(videoEmbedUrl('/assets/widget/video/reproductor.html?v={id}&id={id}', 'a-b_c1')).toBe('/assets/widget/video/reproductor.html?v=a-b_c1&id=a-b_c1');
  });
});
