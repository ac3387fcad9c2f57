import Testing
import LegibleMath

/// ClearSpeak in French, Spanish and Italian: the English rules with each language's words, and
/// where a language orders, inflects or joins words differently, its table says how.
@Suite("French, Spanish and Italian speech")
struct FrenchSpanishItalianSpeechTests {
    let french = MathSpeaker(language: "fr")
    let spanish = MathSpeaker(language: "es")
    let italian = MathSpeaker(language: "it")

    @Test("each is spoken in its own language, a region falling back to it")
    func languages() {
        #expect([french, spanish, italian].map(\.spokenLanguage) == ["fr", "es", "it"])
        #expect(MathSpeaker(language: "fr-CA").spokenLanguage == "fr")
        #expect(MathSpeaker(language: "es_MX").spokenLanguage == "es")
    }

    @Test("powers: French names the power, Italian and Spanish read an ordinal as English does")
    func powers() {
        #expect(french.speak("x^2").text == "x au carré")
        #expect(french.speak("x^5").text == "x à la puissance 5")
        #expect(italian.speak("x^5").text == "x alla quinta potenza")
        #expect(spanish.speak("x^5").text == "x a la quinta potencia")
        #expect(italian.speak("x^{n-1}").text == "x elevato alla n meno 1")
        #expect(spanish.speak("x^{n}").text == "x a la n-ésima potencia")
    }

    @Test("a negative exponent is a number, not an ordinal")
    func negativeExponent() {
        #expect(italian.speak("x^{-2}").text == "x alla meno 2")
        #expect(french.speak("A^{-1}").text == "A à la puissance moins 1")
    }

    @Test("common fractions: masculine denominators where ordinals are feminine")
    func commonFractions() {
        #expect(french.speak(#"\frac{3}{4}"#).text == "trois quarts")
        #expect(italian.speak(#"\frac{2}{5}"#).text == "due quinti")
        #expect(spanish.speak(#"\frac{1}{2}"#).text == "un medio")
        #expect(spanish.speak(#"\frac{2}{3}"#).text == "dos tercios")
    }

    @Test("the root's index comes after the root, as the languages say it")
    func roots() {
        #expect(french.speak(#"\sqrt[4]{x}"#).text == "la racine quatrième de x")
        #expect(italian.speak(#"\sqrt[n]{x}"#).text == "la radice n-esima di x")
        #expect(spanish.speak(#"\sqrt[4]{x}"#).text == "la raíz cuarta de x")
    }

    @Test("an elided article is joined to its noun")
    func elision() {
        #expect(french.speak(#"\int_0^1 f(x)\,dx"#).text == "l’intégrale de 0 à 1 de f de x, d x")
        #expect(italian.speak(#"\int f(x)\,dx"#).text == "l’integrale di f di x, d x")
    }

    @Test("a preposition fuses with the article of the set after it")
    func contractions() {
        #expect(french.speak(#"x \in \mathbb{R}"#).text == "x appartient aux nombres réels")
        #expect(italian.speak(#"x \in \mathbb{Z}"#).text == "x appartiene agli interi")
        #expect(italian.speak(#"x \in \mathbb{R}"#).text == "x appartiene ai numeri reali")
        #expect(spanish.speak(#"x \in \mathbb{R}"#).text == "x pertenece a los números reales")
    }

    @Test("any relation that ends in a preposition fuses with the article after it, pauses kept")
    func relationContractions() {
        #expect(italian.speak(#"y = \sqrt{x}"#).text == "y uguale alla radice quadrata di x")
        #expect(italian.speak(#"a < \log(x+1)"#).text == "a minore di, il logaritmo di, parentesi tonda aperta, x più 1, parentesi tonda chiusa")
    }

    @Test("a letter is never taken for an article: Italian 'i' stays a variable")
    func letterIsNoArticle() {
        #expect(italian.speak(#"x \in i"#).text == "x appartiene ad i")
        #expect(italian.speak("x = i").text == "x uguale a i")
        #expect(italian.speak("x = i + k").text == "x uguale a i più k")
    }

    @Test("the inverse of a function, with the article its gender takes")
    func inverse() {
        #expect(french.speak(#"\sin^{-1} x"#).text == "le sinus inverse de x")
        #expect(italian.speak(#"\sin^{-1} x"#).text == "l’inversa del seno di x")
        #expect(italian.speak(#"\tan^{-1} x"#).text == "l’inversa della tangente di x")
        #expect(spanish.speak(#"\sin^{-1} x"#).text == "el seno inverso de x")
    }

    @Test("Italian names a function's argument with 'di', even a simple one")
    func italianFunctions() {
        #expect(italian.speak(#"\sin x"#).text == "seno di x")
        #expect(french.speak(#"\sin x"#).text == "sinus x")
    }

    @Test("matrices are titled in the language's order")
    func matrices() {
        let matrix = #"\begin{pmatrix}1&2\\3&4\end{pmatrix}"#
        #expect(french.speak(matrix).text == "la matrice de dimension 2 par 2. Rangée 1, 1, 2. Rangée 2, 3, 4")
        #expect(italian.speak(matrix).text == "la matrice 2 per 2. Riga 1, 1, 2. Riga 2, 3, 4")
        #expect(spanish.speak(matrix).text == "la matriz de 2 por 2. Fila 1, 1, 2. Fila 2, 3, 4")
        #expect(italian.speak(#"\det\begin{pmatrix}1&2\\3&4\end{pmatrix}"#).text.hasPrefix("il determinante della matrice 2 per 2"))
    }

    @Test("binomial coefficients: French reads 'k parmi n'")
    func binomials() {
        #expect(french.speak(#"\binom{n}{k}"#).text == "k parmi n")
        #expect(italian.speak(#"\binom{n}{k}"#).text == "n su k")
        #expect(spanish.speak(#"\binom{n}{k}"#).text == "n sobre k")
    }

    @Test("the positive integers: the adjective after the noun")
    func signedSets() {
        #expect(french.speak(#"\mathbb{Z}^+"#).text == "les nombres entiers positifs")
        #expect(italian.speak(#"\mathbb{Z}^+"#).text == "gli interi positivi")
    }

    @Test("numbers: a decimal comma, and thousands as each language groups them")
    func numbers() {
        #expect(french.speak("3.14").text == "3,14")
        #expect(french.speak("1{,}234.5").text == "1\u{202F}234,5")
        #expect(italian.speak("1{,}234.5").text == "1.234,5")
        #expect(spanish.speak("1{,}234.5").text == "1\u{202F}234,5")
    }

    @Test("limits, sums and conditional probability read as the languages say them")
    func operators() {
        #expect(french.speak(#"\lim_{x \to 0} f(x)"#).text == "la limite quand x tend vers 0 de f de x")
        #expect(spanish.speak(#"\sum_{i=1}^n x_i"#).text == "el sumatorio desde i igual 1 hasta n de, x sub i")
        #expect(italian.speak(#"P(A \mid B)"#).text == "P di, parentesi tonda aperta, A dato B, parentesi tonda chiusa")
    }

    @Test("Greek letters by their names in each language")
    func greek() {
        #expect(french.speak(#"\theta + \rho"#).text == "thêta plus rhô")
        #expect(spanish.speak(#"\alpha + \chi"#).text == "alfa más ji")
        #expect(italian.speak(#"\pi"#).text == "pi greco")
    }

    @Test("derivatives take the order as the languages place it")
    func derivatives() {
        #expect(french.speak("f^{(4)}(x)").text == "la dérivée quatrième de f en x")
        #expect(spanish.speak("f^{(4)}(x)").text == "la cuarta derivada de f en x")
    }

    @Test("Spanish names an upright letter after it, as 'recta', never the English 'normal' before it")
    func uprightLetters() {
        #expect(spanish.speak(#"\mathrm{e}^{x}"#).text == "e recta a la x-ésima potencia")
        #expect(french.speak(#"\mathrm{e}^{x}"#).text == "e en normal à la puissance x")
    }

    @Test("parentheses that carry a power are spoken in every language, around a function's argument too")
    func poweredParentheses() {
        #expect(french.speak(#"g(\log m)^2"#).text == "g de, parenthèse gauche, log m, parenthèse droite, au carré")
        #expect(spanish.speak(#"g(\log m)^2"#).text == "g de, paréntesis izquierdo, logaritmo m, paréntesis derecho, al cuadrado")
        #expect(italian.speak(#"g(\log m)^2"#).text == "g di, parentesi tonda aperta, logaritmo di m, parentesi tonda chiusa, quadrato")
        #expect(italian.speak("(a+b)^2").text == "parentesi tonda aperta, a più b, parentesi tonda chiusa, quadrato")
    }

    @Test("a function of a function: Italian says 'di' before each argument, never the name twice in a row")
    func nestedFunctions() {
        #expect(italian.speak(#"\log\log m"#).text == "logaritmo di logaritmo di m")
        #expect(spanish.speak(#"\log\log\log m"#).text == "logaritmo logaritmo logaritmo m")
    }

    @Test("lcm and gcd written as text before their argument are the functions, in each language's words")
    func lcmAndGcd() {
        #expect(french.speak(#"\text{lcm}(a,b)"#).text == "le ppcm de, parenthèse gauche, a virgule b, parenthèse droite")
        #expect(italian.speak(#"M=\text{lcm}(a,b)"#).text
                == "M uguale a, il minimo comune multiplo di, parentesi tonda aperta, a virgola b, parentesi tonda chiusa")
        #expect(spanish.speak(#"\gcd(a,b)"#).text == "el máximo común divisor de, paréntesis izquierdo, a coma b, paréntesis derecho")
        #expect(french.speak(#"p_\text{max}"#).text == "p indice max")
    }

    @Test("MathSpeak falls out of the same tables: nesting named after the root, a French binomial 'k parmi n'")
    func mathSpeak() {
        let french = MathSpeaker(style: .mathSpeak, language: "fr")
        #expect(french.speak(#"\sqrt{\sqrt{x}}"#).text
                == "début racine carrée imbriquée début racine carrée x fin racine carrée fin racine carrée imbriquée")
        #expect(french.speak(#"\binom{n}{k}"#).text == "début binomiale k parmi n fin binomiale")
        #expect(MathSpeaker(style: .mathSpeak, language: "es").speak(#"\frac{a}{b}"#).text == "empezar fracción a entre b finalizar fracción")
        #expect(MathSpeaker(style: .mathSpeak, language: "it").speak("x_i^2").text == "x pedice i apice 2")
    }
}
