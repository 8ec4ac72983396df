/** All texts of the de UI: one lazy chunk, loaded only when de is the active language (lib/i18n.ts). */
import { sharedMessages } from '@bu/contracts';
import { mergeFiles, type Messages } from './merge';

const files = import.meta.glob<Messages>('../../locales/de/*.json', {
  eager: true,
  import: 'default',
});

export default { ...mergeFiles(files), ...sharedMessages.de };
