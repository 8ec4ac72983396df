/**
 * The de texts every screen needs from the start — sign-in, the app's frame, errors — as one lazy
 * chunk, loaded only when de is the active language (lib/i18n.ts). The rest: de-features.ts.
 */
import { sharedMessages } from '@bu/contracts';
import { mergeFiles, type Messages } from './merge';

const files = import.meta.glob<Messages>('../../locales/de/{app,consent,legal,security,ui}.json', {
  eager: true,
  import: 'default',
});

export default { ...mergeFiles(files), ...sharedMessages.de };
