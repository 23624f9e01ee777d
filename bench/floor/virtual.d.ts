/** The fa catalog's messages the floor shows, precompiled (bench/floor/vite.config.ts). */
declare module 'virtual:floor-messages' {
  import type { MessageFormatElement } from 'react-intl';

  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
