import LegibleAccessibility
import LegibleMarkdown
import LegibleTestSupport
import LegibleViewSupport
import Testing

/// What the views show and say for a document, in French, Spanish and Italian: the labels of
/// their accessibility elements, custom actions and more content, menu items, rotor names, the Copy
/// button and what it announces, and a streamed answer's announcements. All of it comes from the
/// model and its phrase table, which the UIKit, AppKit and SwiftUI glue only hand on.
@MainActor
@Suite("The views' words in French, Spanish and Italian")
struct ViewWordingLanguageTests {
    /// A document with one of each kind of element the views label.
    nonisolated static let document = """
        ## Titre

        - a
        - b

        | A | B |
        |---|---|
        | 1 | 2 |

        ```python
        x = 1
        ```

        [lien](https://example.com), $x^2$ et ![chat](chat.png "Le chat")[^1]

        > [!WARNING]
        > Attention.

        [^1]: Note.
        """

    /// What each language says, as a native speaker would.
    struct Expected: Sendable, CustomTestStringConvertible {
        let language: String
        let list: String
        let table: String
        let code: String
        let codeActions: [String]
        let codeContent: [String]
        let linkActions: [String]
        let linkMenu: [String]
        let linkContent: [String]
        let math: String
        let mathActions: [String]
        let mathMenu: [String]
        let imageContent: [String]
        let alert: String
        let rotors: [String]
        let copyTitles: (ready: String, copied: String, announced: String)
        let announcements: [String]
        var testDescription: String { language }
    }

    nonisolated static let expectations = [
        Expected(language: "fr", list: "liste, 2 éléments", table: "tableau, 2 lignes, 2 colonnes", code: "code Python, 1 ligne",
                 codeActions: ["Copier le code"], codeContent: ["langage", "lignes"], linkActions: ["Ouvrir le lien"],
                 linkMenu: ["Ouvrir", "Copier le lien", "Partager…"], linkContent: ["destination"], math: "x au carré",
                 mathActions: ["Afficher la source TeX"], mathMenu: ["Copier le TeX", "Copier le MathML"], imageContent: ["titre"],
                 alert: "Avertissement",
                 rotors: ["Titres", "Liens", "Tableaux", "Listes", "Blocs de code", "Images", "Formules", "Citations", "Notes de bas de page", "Titres de niveau 2"],
                 copyTitles: ("Copier le code", "Copié", "Code copié"),
                 announcements: ["Titre de niveau 1, Titre. Une phrase.", "Réponse terminée"]),
        Expected(language: "es", list: "lista, 2 elementos", table: "tabla, 2 filas, 2 columnas", code: "código Python, 1 línea",
                 codeActions: ["Copiar código"], codeContent: ["lenguaje", "líneas"], linkActions: ["Abrir enlace"],
                 linkMenu: ["Abrir", "Copiar enlace", "Compartir…"], linkContent: ["destino"], math: "x al cuadrado",
                 mathActions: ["Mostrar el código TeX"], mathMenu: ["Copiar TeX", "Copiar MathML"], imageContent: ["título"],
                 alert: "Advertencia",
                 rotors: ["Encabezados", "Enlaces", "Tablas", "Listas", "Bloques de código", "Imágenes", "Fórmulas", "Citas", "Notas al pie", "Encabezados de nivel 2"],
                 copyTitles: ("Copiar código", "Copiado", "Código copiado"),
                 announcements: ["Encabezado de nivel 1, Titre. Une phrase.", "Respuesta completa"]),
        Expected(language: "it", list: "elenco, 2 elementi", table: "tabella, 2 righe, 2 colonne", code: "codice Python, 1 riga",
                 codeActions: ["Copia codice"], codeContent: ["linguaggio", "righe"], linkActions: ["Apri link"],
                 linkMenu: ["Apri", "Copia link", "Condividi…"], linkContent: ["destinazione"], math: "x quadrato",
                 mathActions: ["Mostra sorgente TeX"], mathMenu: ["Copia TeX", "Copia MathML"], imageContent: ["titolo"],
                 alert: "Avviso",
                 rotors: ["Titoli", "Link", "Tabelle", "Elenchi", "Blocchi di codice", "Immagini", "Formule", "Citazioni", "Note a piè di pagina", "Titoli di livello 2"],
                 copyTitles: ("Copia codice", "Copiato", "Codice copiato"),
                 announcements: ["Titolo di livello 1, Titre. Une phrase.", "Risposta completata"]),
    ]

    func model(_ language: String) -> ReadingModel {
        ReadingModel(document: MarkdownDocument(parsing: Self.document, options: .documents), phrases: PhraseTable.named(language) ?? .english)
    }

    @Test("elements are labelled in the language", arguments: expectations)
    func labels(_ expected: Expected) throws {
        let model = model(expected.language)
        #expect(model.first(.list)?.label == expected.list)
        #expect(model.first(.table)?.label == expected.table)
        #expect(model.first(.codeBlock)?.label == expected.code)
        #expect(model.first(.math)?.label == expected.math)
        #expect(model.first(.blockQuote)?.label == expected.alert)
    }

    @Test("custom actions, menu items and more content are named in the language", arguments: expectations)
    func actionsAndMenus(_ expected: Expected) throws {
        let model = model(expected.language)
        let code = try #require(model.first(.codeBlock))
        #expect(code.actions.map(\.name) == expected.codeActions)
        #expect(code.customContent.map(\.label) == expected.codeContent)
        let link = try #require(model.first(.link))
        #expect(link.actions.map(\.name) == expected.linkActions)
        #expect(link.menuItems.map(\.title) == expected.linkMenu)
        #expect(link.customContent.map(\.label) == expected.linkContent)
        let math = try #require(model.first(.math))
        #expect(math.actions.map(\.name) == expected.mathActions)
        #expect(math.menuItems.map(\.title) == expected.mathMenu)
        #expect(model.first(.image)?.customContent.map(\.label) == expected.imageContent)
    }

    @Test("rotors are named in the language", arguments: expectations)
    func rotors(_ expected: Expected) {
        #expect(model(expected.language).rotors.map(\.name) == expected.rotors)
    }

    @Test("the Copy button's title, its confirmation and what it announces are in the language", arguments: expectations)
    func copyButton(_ expected: Expected) throws {
        let model = model(expected.language)
        let code = try #require(model.first(.codeBlock)).id
        let feedback = CodeCopyFeedback(clock: VirtualClock().clock)
        #expect(feedback.title(of: code, phrases: model.phrases) == expected.copyTitles.ready)
        #expect(feedback.didCopy(code, phrases: model.phrases) == expected.copyTitles.announced)
        #expect(feedback.title(of: code, phrases: model.phrases) == expected.copyTitles.copied)
    }

    @Test("a streamed answer is announced in the language", arguments: expectations)
    func announcements(_ expected: Expected) {
        let answer = StreamingAnswer(phrases: PhraseTable.named(expected.language) ?? .english, policy: .verbose)
        _ = answer.append("# Titre\n\nUne phrase.\n\n", at: .zero)
        let said = answer.finish(at: .seconds(1)).announcements + answer.advance(to: .seconds(10))
        #expect(said.map(\.text) == expected.announcements)
    }
}
