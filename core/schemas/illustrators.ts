/** Illustrators answer the shapes shared with translators. */
export {
  personDetails as illustratorDetails,
  personItem as illustratorItem,
  personList as illustratorList,
} from './people';
export type { PersonDetails as IllustratorDetails, PersonItem as IllustratorItem } from './people';
