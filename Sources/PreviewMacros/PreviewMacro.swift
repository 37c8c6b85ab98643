import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview("Title", traits: …) { body }` becomes
///
///     @MainActor fileprivate func __snapPreview(L12C1: Void) -> Preview {
///         Preview("Title", traits: [...]) { body }
///     }
///
/// Every expansion declares the same base name, told apart by its argument label, the macro's
/// line and column: `snap` finds the same positions with swift-syntax and calls each function
/// from the list it appends to the file (a file-scope macro may not introduce other, arbitrary
/// names). The function is `fileprivate`, as the preview that Xcode's expansion registers is
/// private to its file: two files of one module may hold a `#Preview` at the same line and column.
/// `@Previewable` declarations in the body become the stored properties of a local view, as
/// Xcode 16 expands them, so `@Previewable @State var on = true` gives the body a binding.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID),
              let line = location.line.as(IntegerLiteralExprSyntax.self)?.literal.text,
              let column = location.column.as(IntegerLiteralExprSyntax.self)?.literal.text else {
            throw PreviewMacroError("#Preview needs a position in a source file")
        }
        let arguments = Array(node.arguments)
        let function = "__snapPreview(L\(line)C\(column): Void)"
        if arguments.contains(where: { $0.label?.text == "as" }) { return [widgetPreview(node, function: function)] }
        guard let body = node.trailingClosure
                ?? arguments.first(where: { $0.label?.text == "body" })?.expression.as(ClosureExprSyntax.self) else {
            throw PreviewMacroError("#Preview needs a body: #Preview { MyView() }")
        }
        let name = arguments.first.flatMap { $0.label == nil ? $0.expression.trimmedDescription : nil } ?? "nil"
        // `traits:` and the unlabelled arguments after it.
        let traits = arguments.drop { $0.label?.text != "traits" }.filter { $0.label?.text != "body" }
            .map(\.expression.trimmedDescription).joined(separator: ", ")
        let (properties, statements) = previewables(in: body.statements)
        guard !properties.isEmpty else {
            return ["""
            @MainActor fileprivate func \(raw: function) -> Preview {
                Preview(\(raw: name), traits: [\(raw: traits)]) \(body.trimmed)
            }
            """]
        }
        return ["""
        @MainActor fileprivate func \(raw: function) -> Preview {
            struct Previewable: View {
                \(raw: properties.joined(separator: "\n"))
                @ViewBuilder var body: some View {
                    \(raw: statements)
                }
            }
            return Preview(\(raw: name), traits: [\(raw: traits)]) { Previewable() }
        }
        """]
    }

    /// WidgetKit's `#Preview("Name", as: .systemSmall, using: intent) { MyWidget() } timeline: { … }`
    /// (or `timelineProvider:`) calls WidgetKit's `Preview` initializer of the same labels: the
    /// arguments as written, the first trailing closure as `widget:`, the others with their labels.
    static func widgetPreview(_ node: some FreestandingMacroExpansionSyntax, function: String) -> DeclSyntax {
        var arguments = node.arguments.map { argument in
            argument.label.map { "\($0.text): \(argument.expression.trimmedDescription)" } ?? argument.expression.trimmedDescription
        }
        if let widget = node.trailingClosure { arguments.append("widget: \(widget.trimmedDescription)") }
        for closure in node.additionalTrailingClosures {
            arguments.append("\(closure.label.text): \(closure.closure.trimmedDescription)")
        }
        return """
        @MainActor fileprivate func \(raw: function) -> Preview {
            Preview(\(raw: arguments.joined(separator: ", ")))
        }
        """
    }

    /// The body's `@Previewable` declarations without that attribute, and its other statements.
    static func previewables(in statements: CodeBlockItemListSyntax) -> (properties: [String], statements: String) {
        var properties: [String] = []
        var rest: [String] = []
        for item in statements {
            if var variable = item.item.as(VariableDeclSyntax.self),
               variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Previewable" }) {
                variable.attributes = variable.attributes.filter {
                    $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription != "Previewable"
                }
                properties.append(variable.trimmedDescription)
            } else {
                rest.append(item.trimmedDescription)
            }
        }
        return (properties, rest.joined(separator: "\n"))
    }
}

struct PreviewMacroError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
