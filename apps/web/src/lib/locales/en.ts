/** All texts of the en UI: one lazy chunk, loaded only when en is the active language (lib/i18n.ts). */
import { sharedMessages } from '@bu/contracts';
import { mergeFiles, type Messages } from './merge';

const files = import.meta.glob<Messages>('../../locales/en/*.json', {
  eager: true,
  import: 'default',
});

export default { ...mergeFiles(files), ...sharedMessages.en };
