import SwiftParser
import SwiftSyntax

/// What a preview asks for in its source, as `list_previews` reports it without compiling: a
/// `#Preview`'s traits (`.sizeThatFitsLayout`, `.fixedLayout(width:height:)`, `.landscapeLeft`:
/// the layout and orientation traits Apple's `PreviewTrait` has), and the preview modifiers in
/// its body or in a `PreviewProvider`'s (`.previewDevice`, `.previewLayout`,
/// `.previewInterfaceOrientation`, `.previewDisplayName`), each as the source spells it.
/// `PreviewSourceFile` says which previews the compiler sees (active `#if` clauses); this says
/// what each asks, keyed as its entries are.
struct PreviewSettings: Equatable {
    var traits: [String] = []
    var devices: [String] = []
    var layouts: [String] = []
    var orientations: [String] = []
    var displayNames: [String] = []

    /// Whether it chooses its canvas (a device, a layout or an orientation) rather than taking the request's.
    var choosesCanvas: Bool { !devices.isEmpty || !layouts.isEmpty || !orientations.isEmpty }

    /// The settings of every `#Preview` at file scope, by the line and column of its `#`, and of
    /// every type, by its qualified name.
    static func find(in source: String) -> (macros: [[Int]: PreviewSettings], types: [String: PreviewSettings]) {
        let tree = Parser.parse(source: source)
        let finder = Finder(converter: SourceLocationConverter(fileName: "", tree: tree))
        finder.walk(tree)
        return (finder.macros, finder.types)
    }

    /// The modifiers of `node`'s subtree.
    static func modifiers(in node: some SyntaxProtocol) -> PreviewSettings {
        let calls = ModifierCalls(viewMode: .sourceAccurate)
        calls.walk(node)
        return calls.settings
    }

    private final class Finder: SyntaxVisitor {
        let converter: SourceLocationConverter
        var macros: [[Int]: PreviewSettings] = [:]
        var types: [String: PreviewSettings] = [:]
        private var scope: [String] = []

        init(converter: SourceLocationConverter) {
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        private func enter(_ name: String, _ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
            scope.append(name)
            types[scope.joined(separator: "."), default: PreviewSettings()].merge(PreviewSettings.modifiers(in: node))
            return .visitChildren
        }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node.memberBlock) }
        override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node.memberBlock) }
        override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node.memberBlock) }
        override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.extendedType.trimmedDescription, node.memberBlock)
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }

        override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
            found(node.macroName, node.arguments, node, at: node.positionAfterSkippingLeadingTrivia)
        }
        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            found(node.macroName, node.arguments, node, at: node.positionAfterSkippingLeadingTrivia)
        }

        private func found(_ macro: TokenSyntax, _ arguments: LabeledExprListSyntax, _ node: some SyntaxProtocol,
                           at position: AbsolutePosition) -> SyntaxVisitorContinueKind {
            guard macro.text == "Preview", scope.isEmpty else { return .skipChildren }
            var settings = PreviewSettings.modifiers(in: node)
            // `traits:` is variadic: the unlabeled arguments after it are traits too.
            var inTraits = false
            for argument in arguments {
                if argument.label != nil { inTraits = argument.label?.text == "traits" }
                guard inTraits else { continue }
                let trait = argument.expression.trimmedDescription
                if trait.hasPrefix(".sizeThatFitsLayout") || trait.hasPrefix(".fixedLayout") {
                    settings.layouts.append(trait)
                } else if ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"].map({ "." + $0 }).contains(trait) {
                    settings.orientations.append(trait)
                }
                settings.traits.append(trait)
            }
            let location = converter.location(for: position)
            macros[[location.line, location.column]] = settings
            return .skipChildren
        }
    }

    /// Calls of the preview modifiers, with their arguments as written.
    private final class ModifierCalls: SyntaxVisitor {
        var settings = PreviewSettings()

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
                let argument = node.arguments.map(\.expression.trimmedDescription).joined(separator: ", ")
                switch member.declName.baseName.text {
                case "previewDevice": settings.devices.append(argument)
                case "previewLayout": settings.layouts.append(argument)
                case "previewInterfaceOrientation": settings.orientations.append(argument)
                case "previewDisplayName": settings.displayNames.append(argument)
                default: break
                }
            }
            return .visitChildren
        }
    }

    mutating func merge(_ other: PreviewSettings) {
        traits += other.traits; devices += other.devices; layouts += other.layouts
        orientations += other.orientations; displayNames += other.displayNames
    }
}
