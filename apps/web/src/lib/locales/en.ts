/**
 * The en texts every screen needs from the start — sign-in, the app's frame, errors — as one lazy
 * chunk, loaded only when en is the active language (lib/i18n.ts). The rest: en-features.ts.
 */
import { sharedMessages } from '@bu/contracts';
import { mergeFiles, type Messages } from './merge';

const files = import.meta.glob<Messages>('../../locales/en/{app,consent,legal,security,ui}.json', {
  eager: true,
  import: 'default',
});

export default { ...mergeFiles(files), ...sharedMessages.en };
