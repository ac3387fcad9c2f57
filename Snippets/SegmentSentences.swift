// Find sentences, and which of them are finished while the text is still arriving: how a
// streamed answer is announced a sentence at a time, never half a word.
import LegibleText

let segmenter = SentenceSegmenter()
print(segmenter.sentences(in: "It is 3 p.m. in Lisbon. Trams run late."))
// ["It is 3 p.m. in Lisbon. ", "Trams run late."]
let arriving = "Trams run late. The last one lea"
print(segmenter.finishedSentenceRanges(in: arriving, isComplete: false).map { arriving[$0] })
// ["Trams run late. "]
