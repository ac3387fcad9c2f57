// Stream a language model's answer: keep its reading model up to date and say what finished,
// at a humane pace.
import LegibleAccessibility

// snippet.hide
let tokens: [(String, Duration)] = ["The mean ", "of $n$ values ", "is their sum ", "divided by $n$. ", "It is easy", " to compute."]
    .enumerated().map { ($1, .milliseconds(40 * $0)) }
let now = Duration.milliseconds(40 * tokens.count)
func apply(_ update: ReadingModelUpdate) { print("\(update.textEdits.count) text edits, \(update.added.count) elements added") }
func speak(_ text: String) { print(text) }
// snippet.show
let answer = StreamingAnswer(policy: .standard)          // or .verbose, .quiet
for (token, time) in tokens {                             // time on your clock, as a Duration
    let step = answer.append(token, at: time)
    apply(step.update)        // the text edits; added, changed, finished and removed elements
    for announcement in step.announcements { speak(announcement.text) }
}
answer.finish(at: now).announcements.forEach { speak($0.text) }
// with nothing arriving, answer.nextAnnouncementTime says when to call answer.advance(to:)
