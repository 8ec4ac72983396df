/** The de texts of the screens behind sign-in and of the public pages: every file de.ts leaves out. */
import { mergeFiles, type Messages } from './merge';

export default mergeFiles(
  import.meta.glob<Messages>(['../../locales/de/*.json', '!../../locales/de/{app,consent,legal,security,ui}.json'], {
    eager: true,
    import: 'default',
  }),
);
