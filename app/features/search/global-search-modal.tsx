import { Button, Center, Loader, Modal, Tabs, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation } from 'react-router';
import type { SearchItemOf } from '#core/schemas/search';
import { searchKinds, type SearchKind } from '#core/search/search-kinds';
import { languageOfPath, pathInLanguage } from '#core/locale';
import { SearchResultRow } from './search-result-row';
import { toResultView } from './search-result-view';
import { hasNextPage, isEmptyResult } from './search-state';
import classes from './search.module.css';
import type { GlobalSearch } from './use-global-search';
import { Group, Stack, Text } from '../../components/ui';

const MODAL_WIDTH = 800;

/** The global search modal of spec §2 and §4 (loaded on first open). */
export default function GlobalSearchModal({ search }: { search: GlobalSearch }) {
  const { t } = useTranslation('search');
  const { state, close, changeText, submit, changeTab, nextPage } = search;
  const narrow = useMediaQuery(`(max-width: ${MODAL_WIDTH - 0.02}px)`) ?? false;
  const location = useLocation();
  const language = languageOfPath(location.pathname);
  useCloseOnRouteChange(`${location.pathname}${location.search}`, close);

  const views = state.items.map((item) => toResultView(state.kind, item, t, language));
  const loadingFirstPage = state.status === 'loading' && state.items.length === 0;

  return (
    <Modal
      opened={state.opened}
      onClose={close}
      size={MODAL_WIDTH}
      fullScreen={narrow}
      withCloseButton={narrow}
      closeButtonProps={{ 'aria-label': t('close') }}
      title={narrow ? t('title') : undefined}
      aria-label={t('title')}
      padding="md"
    >
      <Stack gap="sm">
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              data-autofocus
              flex={1}
              label={t('input.label')}
              placeholder={t('input.placeholder')}
              value={state.text}
              onChange={(event) => changeText(event.currentTarget.value)}
              leftSection={<IconSearch size={16} aria-hidden />}
              type="search"
              autoComplete="off"
            />
            <Button type="submit">{t('submit')}</Button>
          </Group>
        </form>

        <Tabs value={state.kind} onChange={(value) => value && changeTab(value as SearchKind)}>
          <Tabs.List aria-label={t('tabs.label')}>
            {searchKinds.map((kind) => (
              <Tabs.Tab key={kind} value={kind}>
                {t(`tabs.${kind}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {searchKinds.map((kind) => (
            <Tabs.Panel key={kind} value={kind} pt="xs">
              {kind === state.kind && (
                <section aria-label={t('results.label')} aria-busy={state.status === 'loading'}>
                  {loadingFirstPage && (
                    <Center py="xl">
                      <Loader size="sm" />
                    </Center>
                  )}
                  {views.length > 0 && (
                    <ul className={classes.list}>
                      {views.map((view, index) => (
                        <SearchResultRow
                          key={`${view.key}-${index}`}
                          view={view}
                          book={kind === 'book' ? (state.items[index] as SearchItemOf<'book'>) : undefined}
                        />
                      ))}
                    </ul>
                  )}
                  {hasNextPage(state) && (
                    <Center pt="sm">
                      <Button variant="light" onClick={nextPage} loading={state.status === 'loading'}>
                        {t('results.nextPage')}
                      </Button>
                    </Center>
                  )}
                  {isEmptyResult(state) && (
                    <Stack align="center" gap="xs" py="lg">
                      <Text c="dimmed" ta="center">
                        {t('results.empty')}
                      </Text>
                      {kind === 'book' && (
                        <>
                          <Text size="sm" c="dimmed" ta="center">
                            {t('results.noBook')}
                          </Text>
                          <Button component={Link} to={pathInLanguage('/add-book', language)} variant="light">
                            {t('results.addBook')}
                          </Button>
                        </>
                      )}
                    </Stack>
                  )}
                  {state.status === 'failed' && (
                    <Text c="red" ta="center" py="md" role="alert">
                      {t('results.failed')}
                    </Text>
                  )}
                </section>
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Modal>
  );
}

/** Spec §4: the modal closes when the route changes (a result link was followed, or back/forward). */
function useCloseOnRouteChange(route: string, close: () => void) {
  const previous = useRef(route);
  useEffect(() => {
    if (previous.current === route) return;
    previous.current = route;
    close();
  }, [route, close]);
}
