// Speak TeX math as natural words, in the ClearSpeak or the MathSpeak style, in English, German,
// French, Spanish or Italian.
import LegibleMath

print(MathSpeaker().speak("\\frac{a+b}{2}").text)                    // the fraction with numerator a plus b, and denominator 2
print(MathSpeaker(style: .mathSpeak).speak("\\sqrt{x}").text)        // StartRoot x EndRoot
print(MathSpeaker(language: "de").speak("x^2").text)                 // x Quadrat
print(MathSpeaker(language: "fr").speak("\\sqrt[4]{x}").text)        // la racine quatrième de x
print(MathSpeaker(language: "it").speak("x \\in \\mathbb{R}").text)  // x appartiene ai numeri reali
