/** Translators answer the shapes shared with illustrators. */
export {
  personDetails as translatorDetails,
  personItem as translatorItem,
  personList as translatorList,
} from './people';
export type { PersonDetails as TranslatorDetails, PersonItem as TranslatorItem } from './people';
