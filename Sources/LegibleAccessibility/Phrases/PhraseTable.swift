import Foundation

/// The wording of every ``Phrase`` in one language, read from `Resources/Phrases/<code>.json`.
///
/// English, German, French, Spanish and Italian ship; adding a language is adding one such file:
///
/// ```json
/// { "language": "fr", "name": "Français", "pluralRule": "zeroAndOne",
///   "phrases": { "headingLevel": "titre de niveau {level}",
///                "list": { "one": "liste, {count} élément", "other": "liste, {count} éléments" }, … },
///   "codeLanguages": { "plaintext": "texte brut", "swift": "Swift", … } }
/// ```
///
/// `codeLanguages` names the languages of code blocks, by the identifier the model gives each
/// (see ``missingCodeLanguages``); a language it does not know is named by its info string.
///
/// A phrase that stands inside another may need another form there: French says "fin de
/// l’avertissement" but "fin de la remarque", the article agreeing with the noun and elided before
/// a vowel. Besides its plural forms, a phrase may give forms of any other name, and a placeholder
/// `{name:form}` takes that form of the phrase put in it (its usual wording when it has none):
///
/// ```json
/// "alertWarning": { "other": "Avertissement", "de": "de l’avertissement" },
/// "endOfAlert": "fin {alert:de}"
/// ```
///
/// ```swift
/// let german = PhraseTable.named("de") ?? .english
/// german.text(.headingLevel, ["level": "2"])     // "Überschrift Ebene 2"
/// german.text(.list, count: 3)                  // "Liste, 3 Einträge"
/// ```
public struct PhraseTable: Sendable {
    /// The language's code, as in the file name (`"en"`, `"de"`).
    public let languageCode: String
    /// The language's own name for itself.
    public let languageName: String
    /// How the language chooses plural forms.
    public let pluralRule: PluralRule
    private let forms: [Phrase: [String: Template]]
    private let codeLanguages: [String: String]

    /// The English table.
    public static var english: PhraseTable { named("en") ?? fallback }

    /// The table for a language, by its code or a BCP 47 tag (`"fr"`, `"fr-CA"`, `"pt_BR"` as
    /// locales write it): the tag's language when no table has the whole tag; `nil` if none ships,
    /// and then a front end falls back to ``english``.
    ///
    /// ```swift
    /// PhraseTable.named(Locale.current.identifier) ?? .english   // "fr_CA": the French table
    /// ```
    public static func named(_ tag: String) -> PhraseTable? {
        let code = tag.lowercased().replacingOccurrences(of: "_", with: "-")
        return shipped[code] ?? code.split(separator: "-").first.flatMap { shipped[String($0)] }
    }

    /// The codes of the languages that ship, sorted.
    public static var availableLanguages: [String] { shipped.keys.sorted() }

    /// The wording of `phrase` with its placeholders filled from `values`.
    public func text(_ phrase: Phrase, _ values: [String: String] = [:]) -> String {
        guard let phraseForms = forms[phrase], let template = phraseForms["other"] ?? phraseForms.values.first else {
            return phrase.rawValue
        }
        return template.filled(values)
    }

    /// The wording of `phrase` with each placeholder filled from the wording of a phrase in
    /// `inflected`, in the form the placeholder names (`{alert:de}`), and the others from `values`:
    /// French "fin {alert:de}" with ``Phrase/alertWarning`` is "fin de l’avertissement".
    public func text(_ phrase: Phrase, _ values: [String: String] = [:], inflecting inflected: [String: Phrase]) -> String {
        guard let phraseForms = forms[phrase], let template = phraseForms["other"] ?? phraseForms.values.first else {
            return phrase.rawValue
        }
        var values = values
        for piece in template.pieces {
            guard case .placeholder(let placeholder) = piece else { continue }
            let (name, form) = Template.nameAndForm(placeholder)
            guard let inner = inflected[name], let innerForms = forms[inner] else { continue }
            values[placeholder] = (form.flatMap { innerForms[$0] } ?? innerForms["other"] ?? innerForms.values.first)?.filled([:])
        }
        return template.filled(values)
    }

    /// The wording of `phrase` with its placeholders filled from spoken texts, whose language
    /// runs move with them.
    func spoken(_ phrase: Phrase, _ values: [String: SpokenText]) -> SpokenText {
        guard let phraseForms = forms[phrase], let template = phraseForms["other"] ?? phraseForms.values.first else {
            return SpokenText(phrase.rawValue)
        }
        var result = SpokenText("")
        for piece in template.pieces {
            switch piece {
            case .literal(let text): result += SpokenText(text)
            case .placeholder(let name): result += values[name] ?? values[Template.nameAndForm(name).name] ?? SpokenText("")
            }
        }
        return result
    }

    /// The plural form of `phrase` for `count`, with `{count}` and the other placeholders filled.
    public func text(_ phrase: Phrase, count: Int, _ values: [String: String] = [:]) -> String {
        guard let phraseForms = forms[phrase] else { return phrase.rawValue }
        let template = phraseForms[pluralRule.category(for: count)] ?? phraseForms["other"] ?? phraseForms.values.first
        var values = values
        values["count"] = String(count)
        return template?.filled(values) ?? phrase.rawValue
    }

    /// The phrases a table leaves out; empty for a complete table.
    public var missingPhrases: [Phrase] { Phrase.allCases.filter { forms[$0] == nil } }

    /// The identifiers of the code languages the model recognises that the table does not name
    /// (`"python"`, `"plaintext"`); empty for a complete table.
    public var missingCodeLanguages: [String] { CodeLanguage.identifiers.filter { codeLanguages[$0] == nil } }

    /// The name of a code language, by the identifier the model gives it.
    func codeLanguageName(_ identifier: String) -> String? { codeLanguages[identifier] }

    // MARK: Loading

    private static let shipped: [String: PhraseTable] = {
        var tables: [String: PhraseTable] = [:]
        guard let directory = Bundle.module.url(forResource: "Phrases", withExtension: nil),
              let files = try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil) else {
            return tables
        }
        for file in files where file.pathExtension == "json" {
            if let data = try? Data(contentsOf: file), let table = try? PhraseTable(json: data) {
                tables[table.languageCode] = table
            }
        }
        return tables
    }()

    /// Used only if the English file cannot be found: every phrase reads as its key, so nothing
    /// is ever silent or crashes.
    private static let fallback = PhraseTable(languageCode: "en", languageName: "English", pluralRule: .one, forms: [:],
                                              codeLanguages: [:])

    private init(languageCode: String, languageName: String, pluralRule: PluralRule, forms: [Phrase: [String: Template]],
                 codeLanguages: [String: String]) {
        self.languageCode = languageCode
        self.languageName = languageName
        self.pluralRule = pluralRule
        self.forms = forms
        self.codeLanguages = codeLanguages
    }

    /// Reads a table from its JSON form. Unknown keys are ignored; missing ones are reported by
    /// ``missingPhrases`` and ``missingCodeLanguages``.
    public init(json: Data) throws {
        let file = try JSONDecoder().decode(File.self, from: json)
        var forms: [Phrase: [String: Template]] = [:]
        for (key, wording) in file.phrases {
            guard let phrase = Phrase(rawValue: key) else { continue }
            switch wording {
            case .single(let text): forms[phrase] = ["other": Template(text)]
            case .plural(let byCategory): forms[phrase] = byCategory.mapValues(Template.init)
            }
        }
        self.init(languageCode: file.language, languageName: file.name, pluralRule: file.pluralRule, forms: forms,
                  codeLanguages: file.codeLanguages ?? [:])
    }

    private struct File: Decodable {
        let language: String
        let name: String
        let pluralRule: PluralRule
        let phrases: [String: Wording]
        let codeLanguages: [String: String]?
    }

    private enum Wording: Decodable {
        case single(String)
        case plural([String: String])

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let text = try? container.decode(String.self) {
                self = .single(text)
            } else {
                self = .plural(try container.decode([String: String].self))
            }
        }
    }
}

/// A phrase's wording split into literal text and `{name}` placeholders once, when loaded.
struct Template: Sendable {
    enum Piece: Sendable {
        case literal(String)
        case placeholder(String)
    }

    let pieces: [Piece]

    init(_ text: String) {
        var pieces: [Piece] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            if open > rest.startIndex { pieces.append(.literal(String(rest[..<open]))) }
            pieces.append(.placeholder(String(rest[rest.index(after: open)..<close])))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { pieces.append(.literal(String(rest))) }
        self.pieces = pieces
    }

    /// The names of the placeholders, in order (a form, as in `{alert:de}`, is part of the name).
    var placeholders: [String] {
        pieces.compactMap { if case .placeholder(let name) = $0 { name } else { nil } }
    }

    /// A placeholder's name and the form it asks for: `alert:de` is `alert` in its form `de`.
    static func nameAndForm(_ placeholder: String) -> (name: String, form: String?) {
        guard let colon = placeholder.firstIndex(of: ":") else { return (placeholder, nil) }
        return (String(placeholder[..<colon]), String(placeholder[placeholder.index(after: colon)...]))
    }

    /// The wording with each placeholder replaced by its value; a placeholder that asks for a
    /// form (`{alert:de}`) and was given no value of its own takes the plain one (`alert`).
    func filled(_ values: [String: String]) -> String {
        var result = ""
        for piece in pieces {
            switch piece {
            case .literal(let text): result += text
            case .placeholder(let name): result += values[name] ?? values[Self.nameAndForm(name).name] ?? ""
            }
        }
        return result
    }
}
