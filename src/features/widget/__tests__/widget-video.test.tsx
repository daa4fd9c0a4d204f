import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WidgetVideo } from '../components/widget-video';

describe('WidgetVideo', () => {
  it('is 367x270 by default and 300x169 in the detail', () => {
    const { rerender } = render(<WidgetVideo videoId="abc123def45" thumbnailUrl="/m.webp" title="Demo" playerReady />);
    expect(screen.getByRole('img', { name: 'Vista previa del video: Demo' })).toHaveAttribute('width', '367');
    rerender(<WidgetVideo videoId="abc123def45" thumbnailUrl="/m.webp" title="Demo" size="detail" playerReady />);
    expect(screen.getByRole('img', { name: 'Vista previa del video: Demo' })).toHaveAttribute('width', '300');
  });

  it('a play pressed before the player is ready hides the preview and waits for the player', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<WidgetVideo videoId="abc123def45" thumbnailUrl="/m.webp" title="Demo" playerReady={false} />);
    await user.click(screen.getByRole('button', { name: 'Reproducir video: Demo' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando video…');
    expect(screen.queryByTitle('Video: Demo')).not.toBeInTheDocument();

    rerender(<WidgetVideo videoId="abc123def45" thumbnailUrl="/m.webp" title="Demo" playerReady />);
    expect(screen.getByTitle('Video: Demo')).toHaveAttribute('src', expect.stringContaining('abc123def45'));
  });

  it('without a video id shows the thumbnail alone, with no play button', () => {
    render(<WidgetVideo videoId={null} thumbnailUrl="/m.webp" title="Demo" playerReady />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
