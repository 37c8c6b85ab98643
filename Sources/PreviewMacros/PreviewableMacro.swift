import SwiftSyntax
import SwiftSyntaxMacros

/// `@Previewable` marks a declaration in a `#Preview` body that `#Preview` moves into a view of
/// its own; on the declaration itself it adds nothing.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] { [] }
}
