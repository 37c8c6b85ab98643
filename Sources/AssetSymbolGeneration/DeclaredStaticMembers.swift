import SwiftParser
import SwiftSyntax

/// The static members a Swift file declares in extensions of named types (`extension Color {
/// static let brandGreen = Color("BrandGreen") }`, as code written before Xcode 15 declares its
/// catalog's colours), with where each is, so that one the asset symbol generator would also
/// declare can be named before the compiler meets two declarations.
public struct DeclaredStaticMember: Hashable, Sendable {
    public let type: String, name: String
    public let file: String, line: Int, column: Int

    /// The members of extensions of `types` (by the extended type's last name component:
    /// `SwiftUI.Color` is `Color`; `ShapeStyle where Self == Color` is `ShapeStyle`) in `source`.
    public static func find(in source: String, file: String, types: Set<String>) -> [DeclaredStaticMember] {
        let tree = Parser.parse(source: source)
        let finder = Finder(types: types, file: file, converter: SourceLocationConverter(fileName: file, tree: tree))
        finder.walk(tree)
        return finder.found
    }

    private final class Finder: SyntaxVisitor {
        let types: Set<String>, file: String, converter: SourceLocationConverter
        var found: [DeclaredStaticMember] = []

        init(types: Set<String>, file: String, converter: SourceLocationConverter) {
            self.types = types; self.file = file; self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let type = node.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
            guard types.contains(type) else { return .skipChildren }
            for member in node.memberBlock.members {
                if let variable = member.decl.as(VariableDeclSyntax.self), variable.modifiers.contains(where: \.isStatic) {
                    for binding in variable.bindings {
                        guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                        add(type, pattern.identifier)
                    }
                } else if let function = member.decl.as(FunctionDeclSyntax.self), function.modifiers.contains(where: \.isStatic),
                          function.signature.parameterClause.parameters.isEmpty {
                    add(type, function.name)
                }
            }
            return .skipChildren
        }

        private func add(_ type: String, _ name: TokenSyntax) {
            let place = converter.location(for: name.positionAfterSkippingLeadingTrivia)
            found.append(DeclaredStaticMember(type: type, name: name.text.replacingOccurrences(of: "`", with: ""), file: file,
                                              line: place.line, column: place.column))
        }
    }
}

private extension DeclModifierSyntax {
    var isStatic: Bool { name.tokenKind == .keyword(.static) || name.tokenKind == .keyword(.class) }
}
