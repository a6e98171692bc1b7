import type { Language } from '@labtrail/contract/auth';
import type { PrivateAliasesResponse } from '@labtrail/contract/review';
import type { PrivateAliasesTable } from '../../db/schema';
import { findBiomarker } from '../biomarkers/find-biomarker';
import { localise } from '../biomarkers/localise';

/**
 * `GET /v1/user/aliases`: each alias with its biomarker's name in the language, in the order
 * given; an alias of a biomarker the catalogue no longer has names nothing and is left out.
 */
export function presentPrivateAliases(
  aliases: readonly PrivateAliasesTable[],
  language: Language,
): PrivateAliasesResponse {
  const text = localise(language);
  return aliases.flatMap((alias) => {
    const biomarker = findBiomarker(alias.biomarker_id);
    if (biomarker === undefined) return [];
    return [
      {
        alias_id: alias.id,
        printed_name: alias.printed_name,
        biomarker_id: biomarker.id,
        biomarker_name: text.biomarkerName(biomarker),
        created_at: new Date(alias.created_at).toISOString(),
      },
    ];
  });
}
