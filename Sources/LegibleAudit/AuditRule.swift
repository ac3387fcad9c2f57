/// A rule of the audit: its description (``AuditRuleInfo``) and the check that finds what it
/// describes. One rule per file under `Rules/`, in the spirit of markdown-it's rule table; the
/// order of ``AuditRules/all`` is the order findings of one place are reported in.
protocol AuditRule: Sendable {
    /// What the rule checks and why.
    var info: AuditRuleInfo { get }
    /// Whether the rule needs the whole document (a footnote defined further on, how long the
    /// document grows): on a streamed answer it runs only once the stream is complete.
    var needsWholeDocument: Bool { get }
    /// Reports what the rule finds in `document`.
    func check(_ document: AuditedDocument, _ findings: inout FindingCollector)
}

extension AuditRule {
    var needsWholeDocument: Bool { false }
}

/// The rule table.
enum AuditRules {
    static let all: [any AuditRule] = [
        ImageAltMissing(), ImageAltGeneric(), ImageAltRepeatsCaption(), HTMLImageAltMissing(), ImageRemote(),
        LinkTextEmpty(), LinkTextVague(), LinkTextURL(), LinkTextAmbiguous(), LinkAnchorMissing(), LinkTextDeceptive(), LinkHostLookAlike(),
        HeadingLevelSkipped(), HeadingEmpty(), HeadingsMissing(), HeadingTopLevelMultiple(), BoldParagraphAsHeading(),
        TableHeaderMissing(), TableHeaderCellEmpty(), TableSingleColumn(),
        CodeBlockLanguageMissing(), MathSpeechLong(), MathUnreadable(),
        EmojiBullets(), EmojiRun(), AllCapsRun(),
        FootnoteReferenceUndefined(), FootnoteDefinitionUnused(), LanguageChangeUnmarked(),
        EncodingInvalid(), HiddenText(), DirectionControlInCode(), DirectionControlUnbalanced(),
    ]
}
