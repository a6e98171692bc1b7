/**
 * What the generator needs to know of a biomarker: a structural subset of the server's catalogue
 * entries, so that the caller passes the real catalogue in without testkit importing the server.
 */
export interface GeneratorBiomarker {
  id: number;
  name: string;
  name_de: string;
  /** Names as labs print them, English and German mixed. */
  aliases: readonly string[];
  /** The canonical unit: the one the truth's canonical values are in. */
  unit: string;
  /** Other units: canonical = printed × factor + offset. */
  units: readonly { unit: string; factor: number; offset?: number }[];
  /** The words a qualitative result is printed as, lower-cased, each with its number in `unit`. */
  text_values?: Readonly<Record<string, number>>;
  /** What a human sample can show, in the canonical unit: no report prints a value beyond it. */
  plausible?: { min: number; max: number };
  /** The name of the band a person should be in: its limits become the printed reference range. */
  desired_result: string;
  ranges: { bands: readonly { name: string; min: number | null; max: number | null }[] };
}
