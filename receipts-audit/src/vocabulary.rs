//! The heuristics' vocabulary, kept as data (`vocab/default.toml`) and
//! compiled into one case-insensitive phrase matcher ([`Trie`]).

use std::collections::{BTreeMap, HashMap};

use serde::{Deserialize, Serialize};

use crate::error::{Error, ErrorKind};
use crate::trie::Trie;

const BUILTIN: &str = include_str!("../vocab/default.toml");

/// The phrases of one language (or of one integrator's additions). Every
/// field is optional in TOML; see `vocab/default.toml` for their meaning.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Phrases {
    /// Verb forms that narrate the assistant's own tool use by themselves.
    pub self_verbs: Vec<String>,
    /// Narration verbs that need a first-person subject before them.
    pub run_verbs: Vec<String>,
    /// Verbs of doing something with a tool ("updated", "created",
    /// "posted"): narrations like [`Phrases::run_verbs`], but an absence
    /// next to one is about the assistant's own doing ("I changed
    /// nothing"), not about a result.
    pub action_verbs: Vec<String>,
    /// First-person subjects.
    pub first_person: Vec<String>,
    /// Verbs of a tool or result reporting something.
    pub result_verbs: Vec<String>,
    /// "According to X" style attributions.
    pub source_phrases: Vec<String>,
    /// Negations that cancel a narration.
    pub negations: Vec<String>,
    /// Offers and instructions to the user that cancel a narration.
    pub hedges: Vec<String>,
    /// Conditionals and modals that cancel narrations, counts and absence
    /// claims.
    pub conditionals: Vec<String>,
    /// Phrases saying a tool found nothing.
    pub absence_phrases: Vec<String>,
    /// Words that say "nothing" only next to a run or result verb.
    pub weak_absence: Vec<String>,
    /// "no", "zero": followed by a count noun, an absence claim.
    pub absence_determiners: Vec<String>,
    /// Count nouns: groups of forms, the first is counted in results.
    pub count_nouns: Vec<Vec<String>>,
    /// Spelled-out numbers.
    pub number_words: BTreeMap<String, u64>,
    /// "tool", "command": the word next to it names a tool.
    pub tool_words: Vec<String>,
    /// Words that may label a receipt without naming a tool.
    pub label_stopwords: Vec<String>,
    /// Words that present a URL as a source.
    pub url_cues: Vec<String>,
    /// Words by which the assistant marks what it offers as its own ("from
    /// me", "a source of mine", "c'est une source à moi"): a URL in their
    /// sentence is not presented as a tool's.
    pub own_phrases: Vec<String>,
    /// Phrases saying a tool found nothing only with the tool as their
    /// subject ("bracket.view doesn't show a final"; "the role doesn't list
    /// a salary" states an attribute).
    pub subject_absences: Vec<String>,
    /// Words of absence about people ("nobody", "nadie", "personne n'",
    /// "niemand"): like [`Phrases::weak_absence`], but as the subject of a
    /// run verb they say who acted ("Nobody has run `git push` yet"), not
    /// what a result holds.
    pub absent_persons: Vec<String>,
    /// Conjunctions that end a clause.
    pub clause_breaks: Vec<String>,
    /// Words reporting a failure.
    pub failure_words: Vec<String>,
    /// Count nouns (first forms) for which "no `<noun>`" claims emptiness.
    pub absence_nouns: Vec<String>,
    /// Prepositions of the instrument ("with", "avec", "mit"): "wrote the
    /// file with write_file" narrates using the tool named after them.
    pub instrument_words: Vec<String>,
    /// Words after a number that make it a measure or a label, not a count
    /// of items (units of time and size, currencies, "percent"), or that
    /// cannot be the noun of a count (function words).
    pub non_count_words: Vec<String>,
    /// Words before a number that make it an index, rank, date or bound,
    /// not a count ("top 5", "version 3", "since 2019", "page 2").
    pub number_labels: Vec<String>,
    /// Articles and possessives skipped between a tool word and the name
    /// next to it ("the tool `x`", "la herramienta `y`").
    pub articles: Vec<String>,
    /// Singular articles: a number after one qualifies its noun ("a 5-star
    /// hotel", "un 2 pièces"), not a count.
    pub singular_articles: Vec<String>,
    /// Words that may not sit between a number and its noun ("one of the
    /// files" states no count of files).
    pub gap_words: Vec<String>,
    /// Words after a number that cannot be the noun it counts ("3 are
    /// open", "10 bis 20").
    pub function_words: Vec<String>,
    /// Words before digits that make them a date, index or bound ("in
    /// 2023", "since 2019", "3 sur 10").
    pub prepositions: Vec<String>,
    /// Words between two numbers that make them a rough range ("two or
    /// three", "dos o tres"); dashes and slashes need no entry.
    pub range_words: Vec<String>,
    /// Verbs of having: "X has no Y" states an attribute of X, not that a
    /// tool found nothing.
    pub have_verbs: Vec<String>,
    /// Words after which a year qualifies the noun that follows it ("the
    /// 2024 invoices").
    pub year_determiners: Vec<String>,
    /// Adverbs that may stand between a tool's name and its verb
    /// ("maintenance.tickets already has", "pmsctl ya movió").
    pub adverbs: Vec<String>,
    /// Words between a number and a unit of time that make it a period
    /// ("the last 3 days", "3 business days", "deux dernières semaines"),
    /// not a count of days of a kind ("seven anomalous days").
    pub period_words: Vec<String>,
    /// Irregular past participles (in English, the irregular past forms),
    /// read after an auxiliary ("X ha abierto un ticket", "X a pris la
    /// réservation") or right after a tool's name ("X reset lane 3"): the
    /// regular ones are known by their endings.
    pub participles: Vec<String>,
    /// Prepositions of place before a tool's name ("in the defect log",
    /// "im Fehlerprotokoll", "en el registro", "dans le registre"): with a
    /// word of [`Phrases::presence_verbs`] after the name in its clause,
    /// the reply presents what the tool holds ("Im Fehlerprotokoll steht
    /// für B-03 ein Kettfadenbruch").
    pub locatives: Vec<String>,
    /// Verbs saying that something stands in a source ("listed",
    /// "appears", "steht", "figura", "figure"), read after a tool's name
    /// that follows one of [`Phrases::locatives`].
    pub presence_verbs: Vec<String>,
    /// Units of occurrence ("times", "veces", "fois", "Mal"): a number
    /// before one at the end of its clause counts what the result holds
    /// ("grep matched 'setback' 11 times"), unlike other units; not before
    /// a comparison or rate ("3 times faster").
    pub occurrence_units: Vec<String>,
    /// Prepositions of the agent of a passive ("by", "par", "por", "von"):
    /// a tool's name after one, next to a past participle, narrates that
    /// the tool did it ("la température relevée par ladle_temp", "die von
    /// ladle_temp gemessene Temperatur").
    pub agent_prepositions: Vec<String>,
    /// Copulas before a gerund ("is", "are", "it's"): "it's failing" is
    /// the state of what a call looked at ("I pulled its logs with
    /// `kubectl logs …` and it's failing on a missing key"), not a report
    /// that the call failed.
    pub copulas: Vec<String>,
    /// Subject pronouns after which a singular article is a verb: French
    /// "a" is "has" after "il", "elle", "on", "y" ("il y a 6 tickets",
    /// "elle a 3 enfants"), so the number after it is a count, not a
    /// qualifier ("a 5 star rating").
    pub subject_pronouns: Vec<String>,
    /// Auxiliaries of the perfect ("has", "hat", "a", "ha"): right after
    /// a tool's name, with a participle after them, the tool is the doer
    /// ("transcript.generate hat das Transkript erstellt", "windctl a
    /// relancé KR-04").
    pub auxiliaries: Vec<String>,
    /// Words right after an auxiliary that make it no perfect of the
    /// tool's doing: the participle of "be" (a passive: "has been
    /// rotated") and an obligation ("has to"). Negations do that too.
    pub not_perfect: Vec<String>,
    /// Words before a count that make it the rest of a list ("the other
    /// three piezometers", "die übrigen drei", "los otros dos"): the
    /// result holds one or two items more, those the reply named apart.
    pub remainder_words: Vec<String>,
    /// Words of this language and the words a tool's result may use for
    /// the same thing, mostly English (`warnung = ["warning", "warn"]`):
    /// a word of the reply that starts with a key is also looked for as each
    /// of its values when a count or a denial of it is held against a result
    /// ("zwei Warnungen" against two `[WARN]` lines).
    pub equivalents: BTreeMap<String, Vec<String>>,
}

/// The whole vocabulary: phrase tables by name (a language code for the
/// built-in ones: `en`, `es`, `fr`, `de`).
///
/// ```
/// use receipts_audit::Vocabulary;
///
/// let mut v = Vocabulary::builtin();
/// assert!(v.languages().any(|l| l == "de"));
/// v.merge_toml(r#"[it]
/// self_verbs = ["ho eseguito"]
/// absence_phrases = ["nessun risultato"]"#)?;
/// assert!(v.languages().any(|l| l == "it"));
/// assert!(v.merge_toml("[xx]\nnot_a_key = []").is_err());
/// # Ok::<(), receipts_audit::Error>(())
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Vocabulary {
    tables: BTreeMap<String, Phrases>,
}

impl Vocabulary {
    /// The built-in English, Spanish, French and German vocabulary.
    pub fn builtin() -> Self {
        // The built-in file is checked by a test; an error here cannot
        // happen in a released build, and would only make the set empty.
        Self::from_toml(BUILTIN).unwrap_or_default()
    }

    /// An empty vocabulary (no heuristic fires).
    pub fn empty() -> Self {
        Self::default()
    }

    /// Parse a vocabulary from TOML: one table per language or source, with
    /// the keys of [`Phrases`].
    ///
    /// # Errors
    /// [`ErrorKind::Vocabulary`] for invalid TOML, unknown keys or wrong
    /// value types.
    pub fn from_toml(text: &str) -> Result<Self, Error> {
        let tables: BTreeMap<String, Phrases> = toml::from_str(text)
            .map_err(|e| Error::new(ErrorKind::Vocabulary(e.message().to_owned())))?;
        Ok(Vocabulary { tables })
    }

    /// Add the tables of another TOML vocabulary; a table with an existing
    /// name extends it.
    ///
    /// # Errors
    /// As [`Vocabulary::from_toml`]; nothing is added on error.
    pub fn merge_toml(&mut self, text: &str) -> Result<(), Error> {
        let other = Self::from_toml(text)?;
        self.merge(other);
        Ok(())
    }

    /// Add another vocabulary's tables.
    pub fn merge(&mut self, other: Vocabulary) {
        for (name, p) in other.tables {
            let t = self.tables.entry(name).or_default();
            t.self_verbs.extend(p.self_verbs);
            t.run_verbs.extend(p.run_verbs);
            t.action_verbs.extend(p.action_verbs);
            t.first_person.extend(p.first_person);
            t.result_verbs.extend(p.result_verbs);
            t.source_phrases.extend(p.source_phrases);
            t.negations.extend(p.negations);
            t.hedges.extend(p.hedges);
            t.conditionals.extend(p.conditionals);
            t.absence_phrases.extend(p.absence_phrases);
            t.weak_absence.extend(p.weak_absence);
            t.absence_determiners.extend(p.absence_determiners);
            t.count_nouns.extend(p.count_nouns);
            t.number_words.extend(p.number_words);
            t.tool_words.extend(p.tool_words);
            t.label_stopwords.extend(p.label_stopwords);
            t.url_cues.extend(p.url_cues);
            t.own_phrases.extend(p.own_phrases);
            t.subject_absences.extend(p.subject_absences);
            t.absent_persons.extend(p.absent_persons);
            t.clause_breaks.extend(p.clause_breaks);
            t.failure_words.extend(p.failure_words);
            t.absence_nouns.extend(p.absence_nouns);
            t.instrument_words.extend(p.instrument_words);
            t.non_count_words.extend(p.non_count_words);
            t.number_labels.extend(p.number_labels);
            t.articles.extend(p.articles);
            t.singular_articles.extend(p.singular_articles);
            t.gap_words.extend(p.gap_words);
            t.function_words.extend(p.function_words);
            t.prepositions.extend(p.prepositions);
            t.range_words.extend(p.range_words);
            t.have_verbs.extend(p.have_verbs);
            t.year_determiners.extend(p.year_determiners);
            t.adverbs.extend(p.adverbs);
            t.period_words.extend(p.period_words);
            t.participles.extend(p.participles);
            t.locatives.extend(p.locatives);
            t.presence_verbs.extend(p.presence_verbs);
            t.occurrence_units.extend(p.occurrence_units);
            t.agent_prepositions.extend(p.agent_prepositions);
            t.copulas.extend(p.copulas);
            t.subject_pronouns.extend(p.subject_pronouns);
            t.auxiliaries.extend(p.auxiliaries);
            t.not_perfect.extend(p.not_perfect);
            t.remainder_words.extend(p.remainder_words);
            for (word, those) in p.equivalents {
                t.equivalents.entry(word).or_default().extend(those);
            }
        }
    }

    /// Add one table in code.
    pub fn insert(&mut self, name: &str, phrases: Phrases) {
        let mut v = Vocabulary::default();
        v.tables.insert(name.to_owned(), phrases);
        self.merge(v);
    }

    /// The table names.
    pub fn languages(&self) -> impl Iterator<Item = &str> {
        self.tables.keys().map(String::as_str)
    }

    /// The table of one language.
    pub fn get(&self, name: &str) -> Option<&Phrases> {
        self.tables.get(name)
    }

    pub(crate) fn compile(&self) -> Result<Lexicon, Error> {
        let mut b = LexiconBuilder::default();
        for p in self.tables.values() {
            b.words(&p.self_verbs, SELF_VERB);
            b.words(&p.run_verbs, RUN_VERB);
            b.words(&p.action_verbs, RUN_VERB | ACTION);
            b.words(&p.first_person, FIRST_PERSON);
            b.words(&p.result_verbs, RESULT_VERB);
            b.words(&p.source_phrases, SOURCE);
            b.words(&p.negations, NEGATION);
            b.words(&p.hedges, HEDGE);
            b.words(&p.conditionals, CONDITIONAL);
            b.words(&p.absence_phrases, ABSENCE);
            b.words(&p.weak_absence, WEAK_ABSENCE);
            b.words(&p.absence_determiners, ABSENCE_DET);
            b.words(&p.tool_words, TOOL_WORD);
            b.words(&p.label_stopwords, LABEL_STOP);
            b.words(&p.url_cues, URL_CUE);
            b.words(&p.own_phrases, OWN);
            b.words(&p.subject_absences, SUBJECT_ABSENCE);
            b.words(&p.absent_persons, WEAK_ABSENCE | PERSON);
            b.words(&p.clause_breaks, CLAUSE_BREAK);
            b.words(&p.failure_words, FAILURE);
            b.words(&p.instrument_words, INSTRUMENT);
            b.words(&p.non_count_words, NON_COUNT);
            b.words(&p.number_labels, NUMBER_LABEL);
            for (w, &n) in &p.number_words {
                let i = b.entry(w);
                b.entries[i].flags |= NUMBER;
                b.entries[i].number = Some(n);
            }
            for group in &p.count_nouns {
                let Some(first) = group.first() else { continue };
                let stem = norm(first);
                let sid = match b.stem_ids.get(&stem) {
                    Some(&s) => s,
                    None => {
                        b.stems.push(stem.clone());
                        b.stem_ids.insert(stem, b.stems.len() - 1);
                        b.stems.len() - 1
                    }
                };
                for form in group {
                    let i = b.entry(form);
                    b.entries[i].flags |= COUNT_NOUN;
                    b.entries[i].noun = Some(sid);
                }
                // (a plural made with -s or -x, as in English, Spanish and
                // French: a German singular often doubles as a plural,
                // "12 Fehler" beside "Fehlern")
                // (a group whose singular doubles as a plural, in any
                // language, settles it: `["file", "file"]` in Italian)
                let forms: Vec<String> = group.iter().skip(1).map(|f| norm(f)).collect();
                let doubles = forms.contains(&b.stems[sid]);
                let plural = !forms.is_empty() && forms.iter().all(|f| f.ends_with(['s', 'x']));
                if b.plural_stems.len() <= sid {
                    b.plural_stems.resize(sid + 1, None);
                }
                let seen = b.plural_stems[sid];
                b.plural_stems[sid] =
                    Some(!doubles && seen != Some(false) && (plural || seen == Some(true)));
            }
        }
        for p in self.tables.values() {
            for n in &p.absence_nouns {
                if let Some(&sid) = b.stem_ids.get(&norm(n)) {
                    if b.absence_stems.len() <= sid {
                        b.absence_stems.resize(sid + 1, false);
                    }
                    b.absence_stems[sid] = true;
                }
            }
        }
        // an absence phrase with a result verb among its first three words
        // (past a negation: "didn't flag anything")
        let led: Vec<usize> = b
            .ids
            .iter()
            .filter(|&(text, &i)| {
                b.entries[i].flags & ABSENCE != 0
                    && text.split(' ').take(3).any(|w| {
                        b.ids
                            .get(w)
                            .is_some_and(|&j| b.entries[j].flags & RESULT_VERB != 0)
                    })
            })
            .map(|(_, &i)| i)
            .collect();
        for i in led {
            b.entries[i].flags |= VERB_ABSENCE;
        }
        let mut lexicon = b.build()?;
        lexicon.words = WordClasses::new(self.tables.values());
        for p in self.tables.values() {
            for (word, those) in &p.equivalents {
                let word = word.trim().to_lowercase();
                if word.chars().count() < 3 {
                    continue;
                }
                let those = those
                    .iter()
                    .map(|t| t.trim().to_lowercase())
                    .filter(|t| t.chars().count() >= 3);
                lexicon.equivalents.push((word, those.collect()));
            }
        }
        Ok(lexicon)
    }
}

/// A word of one of the word lists of [`Phrases`] (`articles` ...
/// `period_words`): a bit each, looked up with [`Lexicon::word_is`].
pub(crate) const ARTICLE: u32 = 1;
pub(crate) const SINGULAR_ARTICLE: u32 = 1 << 1;
pub(crate) const GAP_WORD: u32 = 1 << 2;
pub(crate) const FUNCTION_WORD: u32 = 1 << 3;
pub(crate) const PREPOSITION: u32 = 1 << 4;
pub(crate) const RANGE_WORD: u32 = 1 << 5;
pub(crate) const HAVE_VERB: u32 = 1 << 6;
pub(crate) const YEAR_DETERMINER: u32 = 1 << 7;
pub(crate) const ADVERB: u32 = 1 << 8;
pub(crate) const PERIOD_WORD: u32 = 1 << 9;
pub(crate) const PARTICIPLE: u32 = 1 << 10;
pub(crate) const LOCATIVE: u32 = 1 << 11;
pub(crate) const PRESENCE_VERB: u32 = 1 << 12;
pub(crate) const OCCURRENCE_UNIT: u32 = 1 << 13;
pub(crate) const AGENT: u32 = 1 << 14;
pub(crate) const COPULA: u32 = 1 << 15;
pub(crate) const SUBJECT_PRONOUN: u32 = 1 << 16;
pub(crate) const AUXILIARY: u32 = 1 << 17;
pub(crate) const NOT_PERFECT: u32 = 1 << 18;
pub(crate) const REMAINDER: u32 = 1 << 19;

/// The word lists of every table, by ASCII-lower-cased word: one hash
/// look-up answers "is this word in any of these lists".
#[derive(Default)]
pub(crate) struct WordClasses {
    classes: foldhash::HashMap<Box<[u8]>, u32>,
    /// The longest word's length in bytes: a longer one is in no list.
    longest: usize,
}

impl WordClasses {
    fn new<'p>(tables: impl Iterator<Item = &'p Phrases>) -> Self {
        let mut w = WordClasses::default();
        for p in tables {
            let lists = [
                (&p.articles, ARTICLE),
                (&p.singular_articles, SINGULAR_ARTICLE),
                (&p.gap_words, GAP_WORD),
                (&p.function_words, FUNCTION_WORD),
                (&p.prepositions, PREPOSITION),
                (&p.range_words, RANGE_WORD),
                (&p.have_verbs, HAVE_VERB),
                (&p.year_determiners, YEAR_DETERMINER),
                (&p.adverbs, ADVERB),
                (&p.period_words, PERIOD_WORD),
                (&p.participles, PARTICIPLE),
                (&p.locatives, LOCATIVE),
                (&p.presence_verbs, PRESENCE_VERB),
                (&p.occurrence_units, OCCURRENCE_UNIT),
                (&p.agent_prepositions, AGENT),
                (&p.copulas, COPULA),
                (&p.subject_pronouns, SUBJECT_PRONOUN),
                (&p.auxiliaries, AUXILIARY),
                (&p.not_perfect, NOT_PERFECT),
                (&p.remainder_words, REMAINDER),
            ];
            for (list, class) in lists {
                for word in list {
                    let word = word.trim().to_ascii_lowercase();
                    if word.is_empty() {
                        continue;
                    }
                    w.longest = w.longest.max(word.len());
                    *w.classes.entry(word.into_bytes().into()).or_default() |= class;
                }
            }
        }
        w
    }

    /// Is `word` (compared ignoring ASCII case) in one of the lists of
    /// `classes`?
    fn is(&self, word: &str, classes: u32) -> bool {
        self.classes_of(word) & classes != 0
    }

    /// The lists `word` (compared ignoring ASCII case) is in, as bits; 0
    /// for none.
    fn classes_of(&self, word: &str) -> u32 {
        let b = word.as_bytes();
        if b.is_empty() || b.len() > self.longest {
            return 0;
        }
        // lower-cased on the stack: the words of the lists are short
        let mut buf = [0u8; 32];
        let found = match buf.get_mut(..b.len()) {
            Some(lower) => {
                lower.copy_from_slice(b);
                lower.make_ascii_lowercase();
                self.classes.get(&*lower)
            }
            None => self.classes.get(word.to_ascii_lowercase().as_bytes()),
        };
        found.copied().unwrap_or(0)
    }
}

fn norm(s: &str) -> String {
    s.trim().to_lowercase()
}

pub(crate) const SELF_VERB: u32 = 1;
pub(crate) const RUN_VERB: u32 = 1 << 1;
pub(crate) const FIRST_PERSON: u32 = 1 << 2;
pub(crate) const RESULT_VERB: u32 = 1 << 3;
pub(crate) const SOURCE: u32 = 1 << 4;
pub(crate) const NEGATION: u32 = 1 << 5;
pub(crate) const HEDGE: u32 = 1 << 6;
pub(crate) const ABSENCE: u32 = 1 << 7;
pub(crate) const WEAK_ABSENCE: u32 = 1 << 8;
pub(crate) const ABSENCE_DET: u32 = 1 << 9;
pub(crate) const COUNT_NOUN: u32 = 1 << 10;
pub(crate) const NUMBER: u32 = 1 << 11;
pub(crate) const TOOL_WORD: u32 = 1 << 12;
pub(crate) const LABEL_STOP: u32 = 1 << 13;
pub(crate) const URL_CUE: u32 = 1 << 14;
pub(crate) const CLAUSE_BREAK: u32 = 1 << 15;
pub(crate) const FAILURE: u32 = 1 << 16;
pub(crate) const CONDITIONAL: u32 = 1 << 17;
pub(crate) const INSTRUMENT: u32 = 1 << 18;
pub(crate) const NON_COUNT: u32 = 1 << 19;
pub(crate) const NUMBER_LABEL: u32 = 1 << 20;
/// An action verb (with [`RUN_VERB`]): see [`Phrases::action_verbs`].
pub(crate) const ACTION: u32 = 1 << 21;
/// The assistant's own: see [`Phrases::own_phrases`].
pub(crate) const OWN: u32 = 1 << 22;
/// An absence with the tool as its subject: see [`Phrases::subject_absences`].
pub(crate) const SUBJECT_ABSENCE: u32 = 1 << 23;
/// An absence phrase that opens with a result verb ("returned nothing",
/// "ne signale rien"): it narrates the tool like the verb would. Derived
/// when the vocabulary is compiled.
pub(crate) const VERB_ABSENCE: u32 = 1 << 24;
/// A word of absence about people: see [`Phrases::absent_persons`].
pub(crate) const PERSON: u32 = 1 << 25;

/// What one matched phrase means.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Entry {
    pub(crate) flags: u32,
    pub(crate) number: Option<u64>,
    pub(crate) noun: Option<usize>,
}

#[derive(Default)]
struct LexiconBuilder {
    patterns: Vec<String>,
    pattern_entry: Vec<usize>,
    ids: HashMap<String, usize>,
    entries: Vec<Entry>,
    stems: Vec<String>,
    stem_ids: HashMap<String, usize>,
    absence_stems: Vec<bool>,
    plural_stems: Vec<Option<bool>>,
}

impl LexiconBuilder {
    fn entry(&mut self, word: &str) -> usize {
        let w = norm(word);
        if let Some(&i) = self.ids.get(&w) {
            return i;
        }
        let i = self.entries.len();
        self.entries.push(Entry::default());
        self.ids.insert(w.clone(), i);
        // a typographic apostrophe matches too
        if w.contains('\'') {
            let curly = w.replace('\'', "\u{2019}");
            self.ids.insert(curly.clone(), i);
            self.patterns.push(curly);
            self.pattern_entry.push(i);
        }
        self.patterns.push(w);
        self.pattern_entry.push(i);
        i
    }

    fn words(&mut self, words: &[String], flag: u32) {
        for w in words {
            if w.trim().is_empty() {
                continue;
            }
            let i = self.entry(w);
            self.entries[i].flags |= flag;
        }
    }

    fn build(self) -> Result<Lexicon, Error> {
        // Patterns are matched against the text with every non-word ASCII
        // byte turned into a space and a space added at both ends, so a
        // phrase with word characters at its edges is wrapped in spaces
        // and can only match on word boundaries.
        let mut edges = Vec::with_capacity(self.patterns.len());
        let wrapped: Vec<Vec<u8>> = self
            .patterns
            .iter()
            .map(|p| {
                let (v, e) = wrap(p);
                edges.push(e);
                v
            })
            .collect();
        let trie = Trie::new(&wrapped, edges);
        let mut absence_stems = self.absence_stems;
        absence_stems.resize(self.stems.len(), false);
        let mut plural_stems: Vec<bool> = self
            .plural_stems
            .iter()
            .map(|p| p.unwrap_or(false))
            .collect();
        plural_stems.resize(self.stems.len(), false);
        Ok(Lexicon {
            trie,
            pattern_entry: self.pattern_entry,
            entries: self.entries,
            stems: self.stems,
            absence_stems,
            plural_stems,
            words: WordClasses::default(),
            equivalents: Vec::new(),
        })
    }
}

/// Lower-case ASCII letters; every ASCII byte that is not a letter, digit,
/// `_` or apostrophe becomes a space. Non-ASCII bytes are kept, so offsets
/// do not move.
pub(crate) const NORM: [u8; 256] = {
    let mut t = [b' '; 256];
    let mut i = 0;
    while i < 256 {
        let c = i as u8;
        t[i] = if c.is_ascii_alphanumeric() || c == b'_' || c == b'\'' || !c.is_ascii() {
            c.to_ascii_lowercase()
        } else {
            b' '
        };
        i += 1;
    }
    t
};

fn normalize(b: &[u8]) -> impl Iterator<Item = u8> + '_ {
    b.iter().map(|&c| NORM[usize::from(c)])
}

/// `text` normalized as the matchers see it, with a space at both ends.
#[cfg(test)]
pub(crate) fn normalized(text: &str) -> Vec<u8> {
    let mut norm = Vec::with_capacity(text.len() + 2);
    norm.push(b' ');
    norm.extend(normalize(text.as_bytes()));
    norm.push(b' ');
    norm
}

/// Wrap a phrase in spaces where it has word characters at its edges.
pub(crate) fn wrap(p: &str) -> (Vec<u8>, (bool, bool)) {
    let (sw, ew) = (starts_wordy(p), ends_wordy(p));
    let mut v = Vec::with_capacity(p.len() + 2);
    if sw {
        v.push(b' ');
    }
    v.extend(normalize(p.as_bytes()));
    (v, (sw, ew))
}

/// The former Aho-Corasick matcher, kept as the reference the [`Trie`] is
/// tested against: every match of `ac` (built from [`wrap`]ped phrases) in
/// `norm` (from [`normalized`]`(text)`), longest first at a position,
/// without overlaps, as `(start, end, pattern)` in `text` offsets.
#[cfg(test)]
pub(crate) fn word_matches(
    ac: &aho_corasick::AhoCorasick,
    edges: &[(bool, bool)],
    text: &str,
    norm: &[u8],
) -> Vec<(usize, usize, usize)> {
    let mut found: Vec<(usize, usize, usize)> = Vec::new();
    // the phrase must end at a word boundary (the leading one is the space)
    let ends_ok = |e: usize, pid: usize| {
        if !edges[pid].1 {
            return true;
        }
        match norm.get(e) {
            Some(b' ') | None => true,
            // a possessive ("web_search's")
            Some(b'\'')
                if matches!(norm.get(e + 1), Some(b's'))
                    && matches!(norm.get(e + 2), Some(b' ') | None) =>
            {
                true
            }
            Some(c) if c.is_ascii() => false,
            // a non-ASCII character: a letter glues, punctuation does not
            Some(_) => !text[e - 1..].chars().next().is_some_and(is_word_char),
        }
    };
    let mut at = 0;
    while at < norm.len() {
        use aho_corasick::{Anchored, Input};
        let Some(m) = ac.find(Input::new(norm).range(at..)) else {
            break;
        };
        let s = m.start();
        let mut e = m.end();
        let mut pid = m.pattern().as_usize();
        while !ends_ok(e, pid) {
            let shorter = Input::new(norm).range(s..e - 1).anchored(Anchored::Yes);
            match (e > s + 1).then(|| ac.find(shorter)).flatten() {
                Some(m2) => {
                    e = m2.end();
                    pid = m2.pattern().as_usize();
                }
                None => {
                    pid = usize::MAX;
                    break;
                }
            }
        }
        if pid == usize::MAX {
            at = s + 1;
            continue;
        }
        at = e;
        if let Some((ts, te)) = text_span(text, s, e, edges[pid].0) {
            found.push((ts, te, pid));
        }
    }
    found
}

/// Map a match `s..e` in the normalized text (a space, `text`, a space)
/// back to a span of `text`, dropping the wrapping space a phrase that
/// starts with a word character carries (`starts_wordy`), and rejecting
/// spans off a char boundary or glued to a non-ASCII word character.
#[inline(always)]
pub(crate) fn text_span(
    text: &str,
    s: usize,
    e: usize,
    starts_wordy: bool,
) -> Option<(usize, usize)> {
    let ts = s + usize::from(starts_wordy);
    if ts == 0 || e - 1 > text.len() {
        return None;
    }
    let (ts, te) = (ts - 1, e - 1);
    if te <= ts || !text.is_char_boundary(ts) || !text.is_char_boundary(te) {
        return None;
    }
    if starts_wordy
        && text[..ts]
            .chars()
            .next_back()
            .is_some_and(|c| !c.is_ascii() && is_word_char(c))
    {
        return None;
    }
    Some((ts, te))
}

fn starts_wordy(p: &str) -> bool {
    p.chars().next().is_some_and(is_word_char)
}

fn ends_wordy(p: &str) -> bool {
    p.chars().next_back().is_some_and(is_word_char)
}

/// Letters, digits and `_` make words; a phrase must not be glued to them.
pub(crate) fn is_word_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// A word-boundary phrase match.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Hit {
    pub(crate) start: usize,
    pub(crate) end: usize,
    pub(crate) entry: Entry,
}

/// The compiled vocabulary.
pub(crate) struct Lexicon {
    trie: Trie,
    pattern_entry: Vec<usize>,
    entries: Vec<Entry>,
    stems: Vec<String>,
    absence_stems: Vec<bool>,
    /// Per stem: its group has forms other than the first, all of them
    /// plurals in -s or -x.
    plural_stems: Vec<bool>,
    words: WordClasses,
    /// [`Phrases::equivalents`], lower-cased: (word, its equivalents).
    equivalents: Vec<(String, Vec<String>)>,
}

impl std::fmt::Debug for Lexicon {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Lexicon")
            .field("phrases", &self.entries.len())
            .finish_non_exhaustive()
    }
}

impl Lexicon {
    /// The equivalents ([`Phrases::equivalents`]) of `word` (lower-cased):
    /// the values of every key it starts with.
    pub(crate) fn equivalents<'a, 'w>(&'a self, word: &'w str) -> impl Iterator<Item = &'a str> + 'w
    where
        'a: 'w,
    {
        self.equivalents
            .iter()
            .filter(move |(key, _)| word.starts_with(key.as_str()))
            .flat_map(|(_, those)| those.iter().map(String::as_str))
    }

    /// Every phrase match in `text` at word boundaries, in order: the
    /// longest phrase wins at a position, and a phrase glued to a word
    /// gives way to a shorter one that is not ("n'a renvoyé aucune").
    pub(crate) fn find_all(&self, text: &str, mut f: impl FnMut(Hit)) {
        self.trie.find_all(text, |s, e, pid| {
            f(Hit {
                start: s,
                end: e,
                entry: self.entries[self.pattern_entry[pid]],
            })
        });
    }

    /// [`Lexicon::find_all`], and the matches of another phrase set
    /// (`(start, end, phrase)`) in the same pass over `text`.
    pub(crate) fn find_all_with(
        &self,
        other: &Trie,
        text: &str,
        mut f: impl FnMut(Hit),
        g: impl FnMut(usize, usize, usize),
    ) {
        self.trie.find_all_with(
            other,
            text,
            |s, e, pid| {
                f(Hit {
                    start: s,
                    end: e,
                    entry: self.entries[self.pattern_entry[pid]],
                })
            },
            g,
        );
    }

    /// True when any phrase with one of `flags` occurs in `text`.
    /// Is the whole of `text` one phrase whose entry satisfies `pred`?
    pub(crate) fn whole(&self, text: &str, pred: impl Fn(&Entry) -> bool) -> bool {
        let mut whole = false;
        self.find_all(text, |h| {
            whole |= h.start == 0 && h.end == text.len() && pred(&h.entry)
        });
        whole
    }

    pub(crate) fn any(&self, text: &str, flags: u32) -> bool {
        let mut found = false;
        self.find_all(text, |h| found |= h.entry.flags & flags != 0);
        found
    }

    /// The counted form of a count noun.
    /// Is `word` (a single word, compared ignoring ASCII case) in one of
    /// the word lists `classes` ([`ARTICLE`], [`GAP_WORD`] ...)?
    pub(crate) fn word_is(&self, word: &str, classes: u32) -> bool {
        self.words.is(word, classes)
    }

    /// The word lists `word` (a single word, compared ignoring ASCII case)
    /// is in, as bits of [`ARTICLE`], [`ADVERB`] ...: for a word tested
    /// against more than one list.
    pub(crate) fn word_classes(&self, word: &str) -> u32 {
        self.words.classes_of(word)
    }

    pub(crate) fn stem(&self, id: usize) -> &str {
        self.stems.get(id).map_or("", String::as_str)
    }

    /// Is `word` the first (singular) form of count noun `id`, whose group
    /// has other forms, plurals in -s or -x? "the 13 slot" names a slot.
    pub(crate) fn is_singular_of(&self, id: usize, word: &str) -> bool {
        self.plural_stems.get(id).copied().unwrap_or(false) && norm(word) == self.stem(id)
    }

    /// True when "no <noun>" claims emptiness for this noun.
    pub(crate) fn is_absence_noun(&self, id: usize) -> bool {
        self.absence_stems.get(id).copied().unwrap_or(false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builtin_parses_with_four_languages() {
        let v = Vocabulary::from_toml(BUILTIN).unwrap();
        let langs: Vec<_> = v.languages().collect();
        assert_eq!(langs, ["de", "en", "es", "fr"]);
        for l in langs {
            let p = v.get(l).unwrap();
            assert!(
                !p.self_verbs.is_empty() && !p.absence_phrases.is_empty(),
                "{l}"
            );
            assert!(
                !p.count_nouns.is_empty() && !p.result_verbs.is_empty(),
                "{l}"
            );
        }
        v.compile().unwrap();
    }

    #[test]
    fn matches_on_word_boundaries_case_insensitively() {
        let lx = Vocabulary::builtin().compile().unwrap();
        let mut hits = Vec::new();
        let text = "I RAN it; the brand ran. nothingness. Nothing found. J\u{2019}ai lancé";
        lx.find_all(text, |h| hits.push(&text[h.start..h.end]));
        assert_eq!(
            hits,
            ["I", "RAN", "ran", "Nothing found", "J\u{2019}ai lancé"]
        );
    }

    #[test]
    fn equivalents_merge_and_match_by_prefix() {
        let mut v = Vocabulary::builtin();
        v.merge_toml("[it.equivalents]\n\"avvis\" = [\"warning\", \"Warn \"]\n\"x\" = [\"y\"]")
            .unwrap();
        v.merge_toml("[it.equivalents]\n\"avvis\" = [\"notice\"]")
            .unwrap();
        let lx = v.compile().unwrap();
        // trimmed, lower-cased, both merges kept; a key under three letters
        // is dropped (it would match too much)
        assert_eq!(
            lx.equivalents("avvisi").collect::<Vec<_>>(),
            ["warning", "warn", "notice"]
        );
        assert!(lx.equivalents("xyz").next().is_none());
        assert!(lx.equivalents("avv").next().is_none());
        // a bad value is a typed error
        assert!(Vocabulary::from_toml("[it.equivalents]\n\"avvis\" = 3").is_err());
    }

    #[test]
    fn typed_errors_for_bad_vocabulary() {
        for bad in ["[en]\nself_verbs = 3", "[en]\nbogus = []", "not toml ["] {
            let e = Vocabulary::from_toml(bad).unwrap_err();
            assert!(matches!(e.kind(), ErrorKind::Vocabulary(_)), "{bad}");
        }
    }
}
