import LegibleMarkdown

extension ReadingModel {
    /// Deeper elements are not indented further, so the outline of a document nested thousands
    /// of levels deep stays linear in size; their lines start with their depth instead.
    static let maximumOutlineIndentation = 40

    /// The element tree as an accessibility inspector shows it, one element a line, indented by
    /// depth: role, label, value, traits, more content and facts.
    ///
    /// ```
    /// document
    ///   heading "Three Days in Lisbon" traits=staticText,header level=1
    ///   list "list, 3 items" kind=bullet depth=1
    ///     listItem "bullet, 1 of 3" position=1/3
    ///       text "Metro: four lines, frequent, cheap." traits=staticText
    /// ```
    public func treeDescription() -> String {
        var out = ""
        walk { element, depth, entering in
            guard entering else { return }
            out += String(repeating: "  ", count: min(depth, Self.maximumOutlineIndentation))
            if depth > Self.maximumOutlineIndentation { out += "(depth \(depth)) " }
            out += element.role.rawValue
            for (key, value) in ElementTreeFields.fields(of: element) { out += " " + key + "=" + value }
            out += "\n"
        }
        return out
    }

    /// The version of the JSON format ``treeJSON()`` writes.
    public static let treeJSONVersion = 2

    /// The element tree as JSON, in the documented, stable format `legible-element-tree`
    /// version ``treeJSONVersion`` (see `Documentation/ElementTreeJSON.md`).
    public func treeJSON() -> String {
        var out = "{\"format\":\"legible-element-tree\",\"version\":\(Self.treeJSONVersion),\"language\":"
            + JSONText.quoted(phrases.languageCode)
            + ",\"text\":" + JSONText.quoted(text) + ",\"root\":"
        let anchors = anchorTargets()
        walk { element, _, entering in
            if entering {
                if out.hasSuffix("}") { out += "," }
                out += ElementTreeFields.jsonOpening(of: element, anchor: anchors.anchor(of: element)) + "\"children\":["
            } else {
                out += "]}"
            }
        }
        return out + "}\n"
    }

    /// Every element entered and exited, with its depth below the root.
    func walk(_ visit: (AccessibilityElement, Int, Bool) -> Void) {
        var depth = 0
        for event in root.walk() {
            switch event {
            case .enter(let element):
                visit(element, depth, true)
                depth += 1
            case .exit(let element):
                depth -= 1
                visit(element, depth, false)
            }
        }
    }
}

/// The fields of an element as the tree outputs show them.
enum ElementTreeFields {
    /// Name and printed value of each field the element has, for the text tree.
    static func fields(of element: AccessibilityElement) -> [(String, String)] {
        let quote = JSONText.quoted
        var fields: [(String, String)] = []
        if let label = element.label { fields.append(("label", quote(label))) }
        if let value = element.value { fields.append(("value", quote(value))) }
        let traits = element.traits.names
        if !traits.isEmpty { fields.append(("traits", traits.joined(separator: ","))) }
        let content = element.customContent
        if !content.isEmpty { fields.append(("more", quote(content.map { "\($0.label): \($0.value)" }.joined(separator: "; ")))) }
        if element.language != element.storage.phrases.languageCode { fields.append(("language", element.language)) }
        let runs = element.languageRuns
        if !runs.isEmpty {
            fields.append(("runs", runs.map { "\($0.language)@\($0.utf16Range.lowerBound)..<\($0.utf16Range.upperBound)" }.joined(separator: ",")))
        }
        if let level = element.headingLevel { fields.append(("level", String(level))) }
        if let list = element.list { fields.append(("list", "\(list.kind.rawValue),\(list.itemCount) items,depth \(list.depth)")) }
        if let item = element.listItem {
            var text = "\(item.position)/\(item.count),depth \(item.depth)"
            if let number = item.number { text += ",number \(number)" }
            if let task = item.taskState { text += task == .checked ? ",checked" : ",unchecked" }
            fields.append(("item", text))
        }
        if let table = element.table { fields.append(("table", "\(table.rowCount)x\(table.columnCount)")) }
        if let cell = element.tableCell {
            fields.append(("cell", "row \(cell.row),column \(cell.column)\(cell.isHeader ? ",header" : "")"))
            if let across = element.announcementAcrossRow { fields.append(("acrossRow", quote(across))) }
            if let down = element.announcementDownColumn { fields.append(("downColumn", quote(down))) }
        }
        if let image = element.image, image.lacksDescription { fields.append(("image", "lacks description")) }
        if let math = element.math {
            fields.append(("tex", quote(math.tex)))
            if !math.isReadable { fields.append(("math", "unreadable")) }
        }
        if let context = element.textualContext { fields.append(("context", context.rawValue)) }
        let actions = element.actions
        if !actions.isEmpty { fields.append(("actions", actions.map { quote($0.name) }.joined(separator: ","))) }
        if element.isTextElement {
            let range = element.utf16Range
            fields.append(("text", "\(range.lowerBound)..<\(range.upperBound)"))
        }
        return fields
    }

    /// `{"id":…,"role":…,…,` for the JSON tree (the caller adds the children and closes it).
    static func jsonOpening(of element: AccessibilityElement, anchor: String?) -> String {
        var members: [String] = []
        func add(_ key: String, _ json: String) { members.append(JSONText.quoted(key) + ":" + json) }
        func add(_ key: String, string: String?) { if let string { add(key, JSONText.quoted(string)) } }
        add("id", string: element.id.description)
        add("role", string: element.role.rawValue)
        add("label", string: element.label)
        add("value", string: element.value)
        if element.language != element.storage.phrases.languageCode { add("language", string: element.language) }
        let runs = element.languageRuns
        if !runs.isEmpty {
            add("languageRuns", "[" + runs.map { run in
                "{\"utf16\":[\(run.utf16Range.lowerBound),\(run.utf16Range.upperBound)],\"language\":\(JSONText.quoted(run.language))}"
            }.joined(separator: ",") + "]")
        }
        add("traits", "[" + element.traits.names.map(JSONText.quoted).joined(separator: ",") + "]")
        let content = element.customContent
        if !content.isEmpty {
            add("customContent", "[" + content.map { "{\"label\":\(JSONText.quoted($0.label)),\"value\":\(JSONText.quoted($0.value))}" }
                .joined(separator: ",") + "]")
        }
        if let level = element.headingLevel { add("headingLevel", String(level)) }
        add("anchor", string: anchor)
        if let alert = element.alert { add("alert", string: alert.rawValue.lowercased()) }
        if let admonition = element.admonition {
            let folding = switch admonition.state {
            case .fixed: "fixed"
            case .collapsed: "collapsed"
            case .expanded: "expanded"
            }
            add("admonition", "{\"type\":\(JSONText.quoted(admonition.type)),\"title\":\(JSONText.quoted(admonition.shownTitle)),"
                + "\"folding\":\"\(folding)\"}")
        }
        if let list = element.list {
            add("list", "{\"kind\":\(JSONText.quoted(list.kind.rawValue)),\"itemCount\":\(list.itemCount),\"depth\":\(list.depth)}")
        }
        if let item = element.listItem {
            var json = "{\"position\":\(item.position),\"count\":\(item.count),\"depth\":\(item.depth)"
            if let number = item.number { json += ",\"number\":\(number)" }
            if let task = item.taskState { json += ",\"checked\":\(task == .checked)" }
            add("listItem", json + "}")
        }
        if let table = element.table { add("table", "{\"rows\":\(table.rowCount),\"columns\":\(table.columnCount)}") }
        if let cell = element.tableCell {
            var json = "{\"row\":\(cell.row),\"column\":\(cell.column),\"isHeader\":\(cell.isHeader)"
            json += ",\"alignment\":\(JSONText.quoted(String(describing: cell.alignment)))"
            json += ",\"headers\":[" + cell.headerCells.map { JSONText.quoted($0.description) }.joined(separator: ",") + "]"
            if let across = element.announcementAcrossRow { json += ",\"acrossRow\":" + JSONText.quoted(across) }
            if let down = element.announcementDownColumn { json += ",\"downColumn\":" + JSONText.quoted(down) }
            add("tableCell", json + "}")
        }
        if let code = element.code {
            add("code", "{\"language\":" + (code.language.map(JSONText.quoted) ?? "null") + ",\"lines\":\(code.lineCount)}")
        }
        if let image = element.image {
            var json = "{\"description\":\(JSONText.quoted(image.description)),\"lacksDescription\":\(image.lacksDescription)"
            json += ",\"source\":" + JSONText.quoted(image.source)
            if let title = image.title { json += ",\"title\":" + JSONText.quoted(title) }
            add("image", json + "}")
        }
        if let link = element.link {
            var json = "{\"destination\":\(JSONText.quoted(link.destination))"
            if let host = link.host { json += ",\"host\":" + JSONText.quoted(host) }
            add("link", json + ",\"style\":\(JSONText.quoted(String(describing: link.style)))}")
        }
        if let math = element.math {
            add("math", "{\"tex\":\(JSONText.quoted(math.tex)),\"display\":\(math.isDisplay),\"readable\":\(math.isReadable)"
                + ",\"nemeth\":\(JSONText.quoted(math.nemeth.text))}")
        }
        if let footnote = element.footnote {
            var json = "{\"number\":\(footnote.number),\"label\":\(JSONText.quoted(footnote.label))"
            if let occurrence = footnote.occurrence { json += ",\"occurrence\":\(occurrence)" }
            if !footnote.references.isEmpty {
                json += ",\"references\":[" + footnote.references.map { JSONText.quoted($0.description) }.joined(separator: ",") + "]"
            }
            add("footnote", json + "}")
        }
        add("textualContext", string: element.textualContext?.rawValue)
        let actions = element.actions
        if !actions.isEmpty {
            add("actions", "[" + actions.map { action in
                var json = "{\"kind\":\(JSONText.quoted(action.kind.rawValue)),\"name\":\(JSONText.quoted(action.name))"
                if let payload = action.payload { json += ",\"payload\":" + JSONText.quoted(payload) }
                if let target = action.target { json += ",\"target\":" + JSONText.quoted(target.description) }
                return json + "}"
            }.joined(separator: ",") + "]")
        }
        if let source = element.sourceRange {
            add("source", "{\"start\":\(position(source.lowerBound)),\"end\":\(position(source.upperBound))}")
        }
        let range = element.utf16Range
        add("text", "{\"utf16\":[\(range.lowerBound),\(range.upperBound)],\"isTextElement\":\(element.isTextElement)}")
        return "{" + members.joined(separator: ",") + ","
    }

    private static func position(_ position: SourcePosition) -> String {
        "{\"line\":\(position.line),\"column\":\(position.column),\"offset\":\(position.offset)}"
    }
}

/// JSON string literals.
enum JSONText {
    static func quoted(_ string: String) -> String {
        var result = "\""
        result.reserveCapacity(string.utf8.count + 2)
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
