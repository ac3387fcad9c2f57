import LegibleAccessibility
import LegibleMarkdown

/// An answer with everything that streams differently: prose, a heading, inline and display
/// math, a code block, a table and a list with tasks.
let streamedAnswer = """
    ## Mean and spread

    The mean of $n$ values is their sum divided by $n$. It is easy to compute.

    $$
    \\bar{x} = \\frac{1}{n} \\sum_{i=1}^{n} x_i
    $$

    In Python it reads:

    ```python
    def mean(values):
        return sum(values) / len(values)
    ```

    | Data set | Mean |
    |----------|-----:|
    | a        | 2.5  |
    | b        | 4.0  |

    Steps to check:

    1. Sort the values.
    2. Find the middle one.

    - [x] Compare with the median.

    That is all.

    """

/// Streams `markdown` `chunk` bytes every `delay`, as `legible stream` does, and returns every
/// step's update with the announcements, the last step being the finish and the time after it.
func streamAnswer(_ markdown: String, policy: AnnouncementPolicy, chunk: Int = 8,
                  delay: Duration = .milliseconds(40)) -> (updates: [ReadingModelUpdate], announcements: [Announcement]) {
    let answer = StreamingAnswer(policy: policy)
    let bytes = Array(markdown.utf8)
    var updates: [ReadingModelUpdate] = []
    var announcements: [Announcement] = []
    var time = Duration.zero
    var position = 0
    while position < bytes.count {
        let end = min(bytes.count, position + chunk)
        let step = answer.append(bytes[position..<end], at: time)
        updates.append(step.update)
        announcements += step.announcements
        position = end
        time += delay
    }
    let last = answer.finish(at: time)
    updates.append(last.update)
    announcements += last.announcements + answer.advance(to: .seconds(3_600))
    return (updates, announcements)
}

extension Announcement {
    /// `"1.250 text"`: the time in seconds with three decimals, then what is said.
    var transcript: String {
        let milliseconds = time.components.seconds * 1_000 + time.components.attoseconds / 1_000_000_000_000_000
        return "\(milliseconds / 1_000).\(String(milliseconds % 1_000).leftPadded(to: 3)) \(text)"
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
