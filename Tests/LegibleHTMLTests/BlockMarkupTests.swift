import LegibleAccessibility
import LegibleHTML
import LegibleMarkdown
import Testing

/// Each block is written as the role mapping says, with its identity as its id and its name
/// from the reading model.
@Suite("Accessible HTML: blocks")
struct BlockMarkupTests {
    @Test("the document is an article in the phrase table's language")
    func article() {
        #expect(accessibleHTML("Hi", language: "de") == "<article id=\"legible-document-0\" class=\"legible\" lang=\"de\">\n<p id=\"legible-text-0\">Hi</p>\n</article>\n")
    }

    @Test("a heading is h1 to h6 with its anchor as GitHub makes it as id, prefixed if asked")
    func heading() {
        #expect(body("## Mean and spread") == "<h2 id=\"mean-and-spread\">Mean and spread</h2>\n")
        #expect(body("## Mean", options: AccessibleHTMLOptions(headingAnchorPrefix: "doc-")) == "<h2 id=\"doc-mean\">Mean</h2>\n")
    }

    @Test("without anchors, a heading has its identity as id")
    func headingIdentity() {
        #expect(body("## Mean and spread", options: AccessibleHTMLOptions(headingAnchorPrefix: nil)) == "<h2 id=\"legible-heading-0\">Mean and spread</h2>\n")
    }

    @Test("an alert is a note named by its title, which shows the kind's icon")
    func alert() {
        let model = ReadingModel(document: MarkdownDocument(parsing: "> [!CAUTION]\n> Hot.", options: .documents))
        #expect(AccessibleHTMLRenderer().fragment(model) == """
            <article id="legible-document-0" class="legible" lang="en">
            <div id="legible-blockQuote-0" class="legible-alert legible-alert-caution" role="note" aria-labelledby="legible-blockQuote-0-title">
            <p class="legible-alert-title" id="legible-blockQuote-0-title"><span class="legible-alert-icon" aria-hidden="true"></span>Caution</p>
            <p id="legible-text-15">Hot.</p>
            </div>
            </article>

            """)
    }

    @Test("an admonition is drawn as the closest alert; `???+` is an open details, `!!!` a note")
    func admonition() {
        let open = ReadingModel(document: MarkdownDocument(parsing: "???+ danger \"Hot\"\n    x\n", options: .documents))
        #expect(AccessibleHTMLRenderer().fragment(open) == """
            <article id="legible-document-0" class="legible" lang="en">
            <details id="legible-blockQuote-0" class="legible-alert legible-alert-caution" open>
            <summary class="legible-alert-title" id="legible-blockQuote-0-title"><span class="legible-alert-icon" aria-hidden="true"></span>Hot</summary>
            <p id="legible-text-22">x</p>
            </details>
            </article>

            """)
        let fixed = ReadingModel(document: MarkdownDocument(parsing: "!!! tip\n    x\n", options: .documents))
        #expect(AccessibleHTMLRenderer().fragment(fixed).contains("""
            <div id="legible-blockQuote-0" class="legible-alert legible-alert-tip" role="note" aria-labelledby="legible-blockQuote-0-title">
            <p class="legible-alert-title" id="legible-blockQuote-0-title"><span class="legible-alert-icon" aria-hidden="true"></span>Tip</p>
            """))
    }

    @Test("a disclosure group is marked where it starts, its summary shown with \"details\" for screen readers, and where it ends")
    func details() {
        #expect(body("<details>\n<summary>Setup <b>notes</b></summary>\n\nText.\n\n</details>\n") == """
            <p id="legible-details-0" class="legible-details"><span class="legible-visually-hidden">details, </span>Setup <strong>notes</strong></p>
            <p id="legible-text-49">Text.</p>
            <p id="legible-endOfDetails-56" class="legible-details-end legible-visually-hidden">end of details</p>

            """)
    }

    @Test("an HTML <pre> is written as a code block, its text escaped, the author's tags not")
    func pre() {
        #expect(body("<pre><i>a</i> &lt; b</pre>\n") == """
            <div id="legible-codeBlock-0" class="legible-code legible-scroll" tabindex="0"><span class="legible-visually-hidden">Code, 1 line</span><pre role="code">a &lt; b</pre></div>

            """)
    }

    @Test("an author's anchor is an empty span where it reaches, unless it would shadow a member of window or take one of Legible's ids")
    func authorAnchors() {
        #expect(body("<a name=\"faq\"></a>\n\n<p id=\"toString\">A</p>\n\n<p id=\"legible-text-0\">B</p>\n") == """
            <p id="legible-text-0"></p>
            <p id="legible-text-20" class="legible-html-block"><span id="faq"></span>A</p>
            <p id="legible-text-44" class="legible-html-block">B</p>

            """)
    }

    @Test("an author's anchor a heading already has as its id is not written twice")
    func authorAnchorOfHeading() {
        #expect(body("## <a name=\"setup\">Setup</a>") == "<h2 id=\"setup\">Setup</h2>\n")
    }

    @Test("a link whose fragment matches a heading's anchor only without regard to case points at the anchor")
    func fragmentCase() {
        #expect(body("## Setup Steps\n\n[go](#Setup-Steps)") == """
            <h2 id="setup-steps">Setup Steps</h2>
            <p id="legible-text-16"><a id="legible-link-16" href="#setup-steps">go</a></p>

            """)
    }

    @Test("the id prefix keeps two documents on one page apart, and is made safe")
    func idPrefix() {
        #expect(body("A", options: AccessibleHTMLOptions(idPrefix: "answer 2\"-")) == "<p id=\"answer_2_-text-0\">A</p>\n")
    }

    @Test("a tight list keeps its paragraphs, marked tight; an ordered list keeps its start")
    func lists() {
        #expect(body("3. one\n4. two") == """
            <ol id="legible-list-0" class="legible-list legible-tight" start="3">
            <li id="legible-listItem-0"><p id="legible-text-3">one</p>
            </li>
            <li id="legible-listItem-7"><p id="legible-text-10">two</p>
            </li>
            </ol>

            """)
    }

    @Test("a task's checkbox is a drawn checkbox role with its state, named 'task', before the task's text: no input a key or click could toggle")
    func taskCheckbox() {
        #expect(body("- [x] Pay rent\n- [ ] Call [mum](https://example.org)") == """
            <ul id="legible-list-0" class="legible-list legible-tasks legible-tight">
            <li id="legible-listItem-0"><p id="legible-text-6"><span class="legible-task" role="checkbox" aria-checked="true" aria-label="task"></span>Pay rent</p>
            </li>
            <li id="legible-listItem-15"><p id="legible-text-21"><span class="legible-task" role="checkbox" aria-checked="false" aria-label="task"></span>Call \
            <a id="legible-link-26" href="https://example.org">mum</a></p>
            </li>
            </ul>

            """)
    }

    @Test("a code block is a focusable box with no role, holding the model's name for it as hidden text and a pre with the role code, highlighted")
    func codeBlock() {
        #expect(body("```swift\nlet x = 1\n```") == """
            <div id="legible-codeBlock-0" class="legible-code legible-scroll" tabindex="0">\
            <span class="legible-visually-hidden">Swift code, 1 line</span><pre role="code" class="language-swift"><span class="keyword">let</span> <span class="identifier">x</span> \
            <span class="punctuation">=</span> <span class="number">1</span></pre></div>

            """)
    }

    @Test("a fence's info string with options or line marks names its language's class and highlights it, as the views do")
    func codeBlockInfoStrings() {
        let plain = body("```javascript\nlet f = 1\n```")
        #expect(plain.contains("JavaScript code, 1 line</span><pre role=\"code\" class=\"language-javascript\"><span class=\"keyword\">let</span>"))
        for fence in ["```js{6}\nlet f = 1\n```", "```javascript,ignore\nlet f = 1\n```", "```{.js .input}\nlet f = 1\n```"] {
            #expect(body(fence) == plain, "\(fence)")
        }
    }

    @Test("a task item with no paragraph has its checkbox alone")
    func taskWithoutParagraph() {
        #expect(body("- [ ] \n") == """
            <ul id="legible-list-0" class="legible-list legible-tasks legible-tight">
            <li id="legible-listItem-0"><span class="legible-task" role="checkbox" aria-checked="false" aria-label="task"></span></li>
            </ul>

            """)
    }

    @Test("a code block in an unknown language is named without one and not highlighted")
    func plainCode() {
        #expect(body("    a < b") == """
            <div id="legible-codeBlock-4" class="legible-code legible-scroll" tabindex="0"><span class="legible-visually-hidden">Code, 1 line</span><pre role="code">a &lt; b</pre></div>

            """)
    }

    @Test("a table is focusable and named by nothing but its own size, in a box that scrolls; header cells have a column scope")
    func table() {
        #expect(body("| Name | Age |\n|:--|--:|\n| Ada | 36 |") == """
            <div id="legible-table-0" class="legible-table legible-scroll"><table tabindex="0">
            <thead>
            <tr id="legible-tableRow-0">
            <th id="legible-tableCell-2" scope="col" class="legible-align-left">Name</th>
            <th id="legible-tableCell-9-1" scope="col" class="legible-align-right">Age</th>
            </tr>
            </thead>
            <tbody>
            <tr id="legible-tableRow-25">
            <td id="legible-tableCell-27" class="legible-align-left">Ada</td>
            <td id="legible-tableCell-33-1" class="legible-align-right">36</td>
            </tr>
            </tbody>
            </table></div>

            """)
    }

    @Test("display math carries its spoken form as text beside MathML hidden from the tree, in a box a keyboard can reach to scroll")
    func displayMath() {
        let html = body("$$\nx^2\n$$")
        #expect(html.hasPrefix("<div id=\"legible-math-0\" class=\"legible-math legible-math-display\" tabindex=\"0\"><span class=\"legible-speech\">x squared</span>"
            + "<span class=\"legible-math-source\" aria-hidden=\"true\">x^2</span><math aria-hidden=\"true\" xmlns=\"http://www.w3.org/1998/Math/MathML\" display=\"block\"><semantics><msup><mi>x</mi><mn>2</mn></msup>"))
        #expect(html.hasSuffix("</math></div>\n"))
    }

    @Test("display math that cannot be read as math is its TeX as a code block, named by the model as not understood; no MathML")
    func unreadableDisplayMath() {
        #expect(body("$$\n\\left( x\n+ 1\n$$") == """
            <div id="legible-math-0" class="legible-math legible-math-display legible-math-tex" tabindex="0"><span class="legible-speech">formula not understood, TeX: \\left( x + 1</span><pre aria-hidden="true"><code>\\left( x
            + 1</code></pre></div>

            """)
    }

    @Test("footnotes are the named endnotes; each starts with its label and links back to its references, named by the model's action")
    func footnotes() {
        #expect(body("A[^n] and B[^n].\n\n[^n]: Note.") == """
            <p id="legible-text-0">A<sup class="legible-footnote-reference"><a id="legible-footnoteReference-1" href="#legible-footnote-18" \
            aria-label="footnote 1">1</a></sup> and B<sup class="legible-footnote-reference"><a id="legible-footnoteReference-11" \
            href="#legible-footnote-18" aria-label="footnote 1">1</a></sup>.</p>
            <section id="legible-footnotes-0" class="legible-footnotes" role="doc-endnotes" aria-label="footnotes">
            <ol>
            <li id="legible-footnote-18"><span class="legible-footnote-number" aria-hidden="true">1.</span>\
            <span class="legible-visually-hidden">footnote 1</span>
            <p id="legible-text-24">Note. <a class="legible-back-reference" href="#legible-footnoteReference-1" \
            aria-label="Back to reference 1">↩<sup>1</sup></a> <a class="legible-back-reference" \
            href="#legible-footnoteReference-11" aria-label="Back to reference 2">↩<sup>2</sup></a></p>
            </li>
            </ol>
            </section>

            """)
    }

    @Test("quotes and separators are blockquote and hr")
    func quoteAndSeparator() {
        #expect(body("> Hm\n\n---") == "<blockquote id=\"legible-blockQuote-0\">\n<p id=\"legible-text-2\">Hm</p>\n</blockquote>\n<hr id=\"legible-separator-6\">\n")
    }
}
