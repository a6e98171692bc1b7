import type { CatalogueSearchResponse } from '@labtrail/contract/review';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest, unwrapApiResult } from '../../../lib/api-client';
import { i18n, toLanguage } from '../../../lib/i18n/i18n';
import type { Language } from '../../../lib/i18n/i18n';
import { CATALOGUE_SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH } from '../review-constants';

const CATALOGUE_SEARCH_KEY = 'catalogue-search';

/** The words as the server takes them: trimmed, at most its limit; '' asks for nothing. */
export function searchWords(text: string): string {
  return text.trim().slice(0, SEARCH_MAX_LENGTH).trim();
}

/** `GET /v1/health/catalogue?q=`: biomarkers whose name or an alias fits the words. */
export function catalogueSearchQueryOptions(words: string, language: Language) {
  return queryOptions({
    queryKey: [CATALOGUE_SEARCH_KEY, words, language],
    enabled: words !== '',
    queryFn: async () =>
      unwrapApiResult(
        await apiRequest<CatalogueSearchResponse>({
          method: 'GET',
          path: `/v1/health/catalogue?${new URLSearchParams({ q: words }).toString()}`,
          defaultError: i18n.t('review.errors.searchFailed'),
        }),
      ),
  });
}

/** `value`, once it has stayed the same for `delayMs`. */
function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSettled(value);
    }, delayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [value, delayMs]);
  return settled;
}

/**
 * The catalogue's biomarkers fitting what the person types, asked for once the typing pauses;
 * the last answer stays on show while the next one loads.
 */
export function useCatalogueSearch(text: string) {
  const { i18n: instance } = useTranslation();
  const words = useSettledValue(searchWords(text), CATALOGUE_SEARCH_DEBOUNCE_MS);
  const query = useQuery({
    ...catalogueSearchQueryOptions(words, toLanguage(instance.language)),
    placeholderData: keepPreviousData,
  });
  return { ...query, words };
}

/**
 * The units a biomarker's value may be given in, found through the catalogue search by its name;
 * until they arrive (or if the search does not find it), only the unit it has now.
 */
export function useBiomarkerUnits(biomarkerId: number, name: string, unit: string): string[] {
  const { i18n: instance } = useTranslation();
  const query = useQuery(
    catalogueSearchQueryOptions(searchWords(name), toLanguage(instance.language)),
  );
  const units = query.data?.find((match) => match.biomarker_id === biomarkerId)?.units ?? [];
  return units.includes(unit) ? units : [unit, ...units];
}
