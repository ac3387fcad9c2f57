// Build the reading model of a language model's answer: its text elements, a rotor, and the
// read-all script as SSML.
import LegibleAccessibility
import LegibleMarkdown

// snippet.hide
let answer = """
    ## Mean and spread

    The mean of $n$ values is their sum divided by $n$.

    ```python
    def mean(values):
        return sum(values) / len(values)
    ```
    """
// snippet.show
let document = MarkdownDocument(parsing: answer, options: .gitHub)
let model = ReadingModel(document: document)            // or phrases: PhraseTable.named("fr-CA")!
for element in model.textElements { print(element.role, element.label ?? "") }
for entry in model.rotor(.headings).entries { print(entry.label) }
print(model.readAllScript.ssml(phrases: model.phrases))
