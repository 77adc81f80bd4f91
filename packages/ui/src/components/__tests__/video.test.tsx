import { setLanguage } from '@officefit/i18n';
import { Video } from '../video';
import { renderWithTheme } from '../../testing';

afterEach(async () => {
  await setLanguage('de-DE');
});

test("the video carries spec §8's fallback text inside the element, in the chosen language", async () => {
  const { container, rerender } = renderWithTheme(
    <Video>
      <source src="/media/demo.mp4" type="video/mp4" />
    </Video>,
  );
  const video = container.querySelector('video')!;
  expect(video.controls).toBe(true);
  expect(video.querySelector('source')?.getAttribute('src')).toBe('/media/demo.mp4');
  expect(video.textContent).toBe('Ihr Browser unterstützt das Video-Tag nicht.');
  await setLanguage('en-US');
  rerender(<Video />);
  expect(container.querySelector('video')!.textContent).toBe('Your browser does not support the video tag.');
});
