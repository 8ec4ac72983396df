/** The en texts of the screens behind sign-in and of the public pages: every file en.ts leaves out. */
import { mergeFiles, type Messages } from './merge';

export default mergeFiles(
  import.meta.glob<Messages>(['../../locales/en/*.json', '!../../locales/en/{app,consent,legal,security,ui}.json'], {
    eager: true,
    import: 'default',
  }),
);
