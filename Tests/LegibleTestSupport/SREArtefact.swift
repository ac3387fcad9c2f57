/// The Speech Rule Engine's known artefacts: what SRE 4.0.6 says wrong in a way no reader would,
/// undone on SRE's side before its speech is compared with Legible's. The same artefacts are
/// undone in every language compared (German, French, Spanish, Italian), each in the words that
/// language's SRE locale says it with; English's are ``SpeechComparison/normalizedSRE(_:)``.
///
/// An artefact is a fault of SRE's pipeline or of its locale's tables, not a reading: where SRE
/// reads a formula one way and Legible another, both being readings, the difference is a
/// deviation (`Documentation/MathSpeechDeviations.md`) and is never undone here.
public enum SREArtefact: String, CaseIterable, Sendable {
    /// A word the locale leaves in English. French and Italian SRE say "sub" and "rank" in the
    /// middle of French ("x sub 2" for `x_2`; "rank A"); Spanish SRE has no ClearSpeak rules of its
    /// own and says every phrase of the English ones ("the fraction with numerator a más b"),
    /// which `SpanishClearSpeak` reads back into Spanish with Legible's own table, so that what is
    /// compared is which phrase is said where.
    case englishWord

    /// "normal" before a symbol TeX always sets upright: capital Greek letters, ∞, ∅, ¬. MathJax
    /// marks them `mathvariant="normal"` and SRE hears an author's font choice: `\Omega(n)` is
    /// "normal Omega of n" (English), "Oméga en normal" (French), "Omega normale" (Italian),
    /// "normal Omega" (Spanish), "normales Omega" (German). An upright letter the author chose
    /// (`\mathrm{e}`) is a font choice and is not undone.
    case uprightByDefault

    /// The upright capital delta named "triangle": `\Delta x` is "normal triangle x" (English),
    /// "triangle en normal" (French), "triangolo normale" (Italian), "normal triángulo" (Spanish),
    /// "normales Dreieck" (German), the name of the symbol △ that MathJax's upright Δ is mapped to.
    case deltaAsTriangle

    /// A misspelt or misagreed word in SRE's table: English "lamda" for lambda; French "nombres
    /// entier naturel" (ℕ); Italian "ad i numeri", "ad gli interi" for "ai", "agli"; Spanish
    /// "llaves derecha" (a closing brace, plural).
    case misspelling

    /// A symbol or function named with the word for something else: Spanish "grados" (the unit of
    /// angles) for `\deg`, a polynomial's "grado"; "exponente" (the exponent of a power) for the
    /// exponential function `\exp`, "exponencial"; "corchete rizado" (square bracket, curled: English "curly bracket" word for word)
    /// for the brace of `\underbrace`, which the same locale calls "llave" as a delimiter; "bala"
    /// (a gun's) for the bullet operator `\bullet`.
    case misnomer

    /// A Unicode character name said where a reader says what the symbol means: French
    /// "opérateur point" (DOT OPERATOR) for a product, "opérateur astérisque", "x macron" (the
    /// diacritic's name) for x̄, "X de ronde" and "minuscule en script de ronde" (the names' word
    /// for the script alphabet); Italian "l minuscola script", "simbolo not"; Spanish "script l".
    /// The name's words are replaced by what Legible says there.
    case unicodeName

    /// An English ClearSpeak phrase put into the language word for word, giving what the language
    /// does not say: French "négatif 1" ("negative 1"; French says "moins 1"), "positif",
    /// "x est un A" for x ∈ A ("x is a[n element of] A": in French "x est un A" says that x is an
    /// A), "a diviseur de b" for a ∣ b (a noun without a verb; "a est un diviseur de b" is French, a
    /// deviation). Each was judged in
    /// `Documentation/LanguageSpeechDisagreements.md`.
    case calque

    /// The rewrites that undo this artefact in `language` ("de", "fr", "es", "it"), as regular
    /// expressions and templates over speech already lower-cased and without pause punctuation.
    /// Spanish read-back of English phrases is ``LocaleSpeechComparison``'s own step, the first
    /// part of ``englishWord`` there.
    func rewrites(_ language: String) -> [(String, String)] {
        switch (self, language) {
        case (.englishWord, "fr"): [(#"\bsub\b"#, "indice"), (#"\brank\b"#, "rang")]
        case (.englishWord, "it"): [(#"\brank\b"#, "rango")]
        case (.englishWord, "es"): [(#"\bgerman\b"#, "gótica")]
        case (.uprightByDefault, "fr"):
            [(#"\b(alpha|bêta|gamma|delta|epsilon|zêta|êta|thêta|iota|kappa|lambda|mû|nû|xi|omicron|pi|rhô|sigma|tau|upsilon|phi|chi|psi|oméga|infini|ensemble vide|négation) en normal\b"#, "$1")]
        case (.uprightByDefault, "it"):
            [(#"\b(alfa|beta|gamma|delta|epsilon|zeta greca|eta|theta|iota|kappa greca|lambda|mu|nu|xi|omicron|pi greca|pi greco|rho|sigma|tau|upsilon|phi|chi|psi|omega|infinito|insieme vuoto|simbolo not) normale\b"#, "$1")]
        case (.uprightByDefault, "es"):
            [(#"\bnormal (alfa|beta|gamma|delta|épsilon|zeta|eta|theta|iota|kappa|lambda|mi|ni|xi|ómicron|pi|rho|sigma|tau|ípsilon|phi|ji|psi|omega|infinito|conjunto vacío|negación)\b"#, "$1")]
        case (.uprightByDefault, "de"):
            [(#"\bnormales (gamma|delta|theta|lambda|xi|pi|sigma|upsilon|phi|psi|omega|unendlich|leere menge|nicht)\b"#, "$1")]
        case (.deltaAsTriangle, "fr"): [(#"\btriangle en normal\b"#, "delta")]
        case (.deltaAsTriangle, "it"): [(#"\btriangolo normale\b"#, "delta")]
        case (.deltaAsTriangle, "es"): [(#"\bnormal triángulo\b"#, "delta")]
        case (.deltaAsTriangle, "de"): [(#"\bnormales dreieck\b"#, "delta")]
        case (.misspelling, "fr"): [(#"\bnombres entier naturel\b"#, "nombres entiers naturels")]
        case (.misspelling, "it"): [(#"\bad i numeri\b"#, "ai numeri"), (#"\bad gli interi\b"#, "agli interi")]
        case (.misspelling, "es"): [(#"\bllaves derecha\b"#, "llave derecha"), (#"\balmuhadilla\b"#, "almohadilla")]
        case (.unicodeName, "fr"):
            [(#"\bopérateur point\b(?! cerclé| encadré)"#, "multiplié par"), (#"\bopérateur (astérisque|rond|tilde|étoile)\b"#, "$1"),
             (#"\bmacron\b"#, "barre"), (#"\bminuscule en script de ronde\b"#, "cursif"), (#"\bde ronde\b"#, "calligraphique")]
        case (.unicodeName, "it"): [(#"\bscript l minuscola script\b"#, "l corsivo"), (#"\bsimbolo not\b"#, "non")]
        case (.unicodeName, "es"): [(#"\bscript l\b"#, "l cursiva")]
        case (.calque, "fr"):
            [(#"\bnégatif\b"#, "moins"), (#"\bnégative\b"#, "moins"), (#"\bpositif\b"#, "plus"),
             (#"\best un (nombres)"#, "appartient aux $1"), (#"\best un (?!diviseur)"#, "appartient à "),
             (#"\bn'est pas un (?!diviseur)"#, "n'appartient pas à "),
             (#"(?<!est un |n'est pas un )\bdiviseur de\b"#, "divise")]
        case (.misnomer, "es"):
            [(#"(?<!\d )\bgrados\b"#, "grado"), (#"(?<!al |del |de )\bexponente\b"#, "exponencial"), (#"\bcorchete rizado\b"#, "llave"),
             (#"\bbala\b"#, "punto")]
        default: []
        }
    }

    /// Every artefact's rewrites in `language`, in the order of the cases.
    static func rewrites(in language: String) -> [(String, String)] {
        allCases.flatMap { $0.rewrites(language) }
    }
}
