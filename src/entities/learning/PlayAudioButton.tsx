import { IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { isHttpUrl } from '../../framework/display/safeUrls';
import { AppIcon } from '../../ui/AppIcon';
import { ActionButton } from '../../ui/kit/ActionButton';

/**
 * Plays a short recording (a word's pronunciation) in place: press to play, press again to stop.
 * Nothing renders without a playable http(s) URL.
 *
 * @example <PlayAudioButton url={row.audioUrl} name={row.word} />
 */
export function PlayAudioButton({ url, name }: { url: string | null | undefined; name: string }) {
  const intl = useIntl();
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);
  // Leaving the screen stops the sound with it.
  useEffect(() => () => audio.current?.pause(), []);
  if (!isHttpUrl(url)) return null;

  const toggle = () => {
    if (playing && audio.current) {
      audio.current.pause();
      setPlaying(false);
      return;
    }
    if (!audio.current || audio.current.src !== url) {
      audio.current = new Audio(url);
      audio.current.onended = () => setPlaying(false);
      audio.current.onpause = () => setPlaying(false);
    }
    audio.current.currentTime = 0;
    setPlaying(true);
    // A file that cannot play (gone, unsupported) just leaves the button idle.
    audio.current.play().catch(() => setPlaying(false));
  };

  const label = intl.formatMessage({ id: playing ? 'learning.audio.stop' : 'learning.audio.play' }, { name });
  return (
    <ActionButton isQuiet aria-label={label} aria-pressed={playing} onPress={toggle}>
      <AppIcon icon={playing ? IconPlayerStop : IconPlayerPlay} />
    </ActionButton>
  );
}
