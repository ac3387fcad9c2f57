// Speak TeX math as natural words, in the ClearSpeak or the MathSpeak style, in English or German.
import LegibleMath

print(MathSpeaker().speak("\\frac{a+b}{2}").text)              // the fraction with numerator a plus b, and denominator 2
print(MathSpeaker(style: .mathSpeak).speak("\\sqrt{x}").text)  // StartRoot x EndRoot
print(MathSpeaker(language: "de").speak("x^2").text)            // x Quadrat
