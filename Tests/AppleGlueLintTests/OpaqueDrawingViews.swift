/// UIKit views that draw themselves but leave `isOpaque` at its default, `true`, with no
/// background: UIView.h says "opaque views must fill their entire bounds or the results are
/// undefined", and Core Animation keeps no alpha for an opaque layer, so whatever `draw(_:)` does
/// not fill comes out black (https://developer.apple.com/documentation/uikit/uiview/isopaque).
/// Nothing shows that on Linux, where the stubs draw nothing: this lint reads the glue instead.
/// A class (with its extensions in the target) that overrides `draw(_:)` and inherits from UIView
/// must set `isOpaque = false`, or give itself a background color (`backgroundColor = …`, neither
/// `nil` nor clear), which UIKit fills its bounds with before drawing.
enum OpaqueDrawingViews {
    struct Violation: CustomStringConvertible, Equatable {
        let file: String
        let line: Int
        let type: String
        var description: String { "\(file):\(line): \(type) overrides draw(_:) with isOpaque true and no background: set isOpaque = false" }
    }

    /// The violations in the glue files, against the stub files (both as `(path, source)`).
    static func violations(glue: [(path: String, source: String)], stubs: [(path: String, source: String)]) -> [Violation] {
        let glueTypes = glue.map { (path: $0.path, types: MissingOverrides.types(in: $0.source)) }
        let (superclass, _) = MissingOverrides.classes(glue: glueTypes, stubs: stubs)
        let code = glue.map { SwiftSourceText($0.source).lines }
        var result: [Violation] = []
        for file in glueTypes {
            for type in file.types where type.kind == "class" && MissingOverrides.ancestors(of: type.name, in: superclass).contains("UIView") {
                guard let draw = type.members.first(where: { $0.fullName == "draw(_:)" && $0.isOverride }) else { continue }
                // The class's own files: where it or an extension of it is declared.
                let files = glueTypes.indices.filter { glueTypes[$0].types.contains { $0.name == type.name } }
                let statements = files.flatMap { code[$0] }.map { $0.filter { !$0.isWhitespace } }
                let clearsOpacity = statements.contains { $0.contains("isOpaque=false") }
                let fillsBackground = statements.contains { line in
                    guard let value = line.range(of: "backgroundColor=").map({ line[$0.upperBound...] }) else { return false }
                    return !value.hasPrefix("nil") && !value.hasPrefix(".clear") && !value.hasPrefix("UIColor.clear")
                }
                if !clearsOpacity && !fillsBackground { result.append(Violation(file: file.path, line: draw.line, type: type.name)) }
            }
        }
        return result
    }
}
