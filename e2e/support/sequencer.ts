import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Journeys that change what every account meets run after the others: publishing terms that
 * readers must accept puts the "updated pages" pop-up before every older account on its next page.
 */
const siteWide = ['e2e/admin-site.e2e.test.ts'];

export default class SiteWideLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const last = (spec: TestSpecification) => siteWide.some((path) => spec.moduleId.endsWith(path));
    return [...sorted.filter((spec) => !last(spec)), ...sorted.filter(last)];
  }
}
